/**
 * Turkish phone numbers as people type them ("0532 123 45 67", "+90 (212) 555 00 00",
 * "5321234567") normalised to E.164 (+905321234567). Returns null when it is not one.
 * Area codes start with 2, 3 or 4 (landlines), 5 (mobiles) or 8 (service numbers).
 */
export function normalizeTurkishPhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  const match = /^(?:\+90|0090|90|0)?([2-58]\d{9})$/.exec(compact);
  return match ? `+90${match[1]}` : null;
}

export const isValidTurkishPhone = (input: string) => normalizeTurkishPhone(input) !== null;

/** +905321234567 → 0532 123 45 67 */
export function formatTurkishPhone(e164: string): string {
  const national = normalizeTurkishPhone(e164);
  if (!national) return e164;
  const d = national.slice(3);
  return `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}
