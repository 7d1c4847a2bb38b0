export { default } from './routes.ts';
