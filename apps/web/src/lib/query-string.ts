/**
 * A query string from a filters object (`?a=1&b=x`, or '' when none). Empty values are left
 * out, and so is `false`: a switch that is off is no filter.
 */
export function queryString(filters: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
