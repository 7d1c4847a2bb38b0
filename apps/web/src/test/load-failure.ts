import { screen } from '@testing-library/react';
import { problemResponse, type ApiHandler } from './render.tsx';

/** The reason the server gives for a failed load, as its problem's detail (not its title). */
export const LOAD_FAILURE_DETAIL = 'Veritabanı şu anda yanıt vermiyor';

/** A handler whose first answer is a 500 problem saying LOAD_FAILURE_DETAIL; later ones `then`. */
export function failingOnce(then: ApiHandler): ApiHandler {
  let failed = false;
  return (request) => {
    if (failed) return then(request);
    failed = true;
    return problemResponse(500, 'INTERNAL', 'Beklenmeyen bir hata oluştu', {
      detail: LOAD_FAILURE_DETAIL,
    });
  };
}

/** The red alert that shows `text` (a load error), to look for its retry button in. */
export async function findLoadError(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  const alert = message.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${text}" is not inside an alert`);
  return alert;
}
