/**
 * What a search's text gives a new patient's form: digits (and a leading +) as the phone, a visit number (#123)
 * nothing, else the name.
 */
export function newPatientFrom(text: string): { name: string; phone: string } {
  const trimmed = text.trim();
  if (trimmed.startsWith('#')) return { name: '', phone: '' };
  if (/^[+\d][\d\s().-]*$/.test(trimmed) && /\d/.test(trimmed)) return { name: '', phone: trimmed };
  return { name: trimmed, phone: '' };
}
