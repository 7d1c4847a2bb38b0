import { apiTestProject } from './vitest.config.ts';

export default apiTestProject('api-process', true);
