/**
 * The tables this module lets other modules join in their reads (and reference in their foreign
 * keys); they write them only through its commands, checked by db/table-owners.test.ts.
 */
export { chatMessage, chatReadState } from '../schema.ts';
