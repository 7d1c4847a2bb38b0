import { runServer } from '../serve.ts';
import { seedDemo } from './index.ts';

/** `npm run demo`: the marketplace with demo data (scripts/demo.mjs gives it a fresh DATA_DIR). */
let banner: string[] = [];
runServer({
  prepare: async (app) => {
    console.log('  Filling the demo marketplace…');
    banner = await seedDemo(app);
  },
  banner: () => banner,
});
