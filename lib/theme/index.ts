// Theme colours from settings: applied only when all 12 values are present,
// otherwise the built-in palette of globals.css stays.
import { themeShades } from '@/lib/api/schemas/settings';

const cssColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function variableName(shade: string): string {
  return shade === 'primary' ? '--color-primary' : `--color-primary-${shade.slice('primary'.length)}`;
}

/**
 * The CSS that overrides the palette, or null when any of the 12 values is missing or is not a
 * plain hex colour (a value from settings must never be able to inject CSS).
 */
export function themeCss(colors: Record<string, string | null | undefined> | null | undefined): string | null {
  if (!colors) return null;
  const declarations: string[] = [];
  for (const shade of themeShades) {
    const value = colors[shade]?.trim();
    if (!value || !cssColor.test(value)) return null;
    declarations.push(`${variableName(shade)}:${value}`);
  }
  return `:root{${declarations.join(';')}}`;
}
