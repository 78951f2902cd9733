const pad = (n: number) => String(n).padStart(2, '0');

/** When the answer came, as MM/DD/YYYY HH:MM in the browser's zone, with the zone's short name. */
export function formatLocalTime(at: Date): string {
  const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}${zone ? ` ${zone}` : ''}`;
}
