// Translated text straight from SQL: a row's i18n JSON holds { "<locale>": { "<field>": "..." } },
// and an absent or empty translation falls back to the row's own column.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export function tr(i18n: AnyColumn, base: AnyColumn, locale: string, field: string): SQL<string> {
  return sql<string>`coalesce(nullif(${i18n} -> ${locale}::text ->> ${field}::text, ''), ${base})`;
}
