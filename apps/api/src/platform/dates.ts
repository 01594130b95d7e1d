/** Date arithmetic on instants (UTC milliseconds); pure. */
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
export const addHours = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);
