import { runServer } from './serve.ts';

runServer();
