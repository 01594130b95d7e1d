import { sql } from 'drizzle-orm';

/** An int[] parameter as one text literal (drizzle would expand a JS array into a list of parameters). */
export const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
