/**
 * A dialling code as shoppers read it, with exactly one "+": the original backend sends the
 * digits ("1"), ours used to send "+1"; both show as "+1". Blank gives ''.
 */
export function dialCodeLabel(code: string | null | undefined): string {
  const digits = (code ?? '').trim().replace(/^\++/, '');
  return digits ? `+${digits}` : '';
}

/** Whether two dialling codes are the same, written with or without "+". */
export const sameDialCode = (a: string | null | undefined, b: string | null | undefined): boolean => dialCodeLabel(a) !== '' && dialCodeLabel(a) === dialCodeLabel(b);
