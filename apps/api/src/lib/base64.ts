/** The bytes standard base64 text decodes to, from its length alone (nothing is decoded). */
export function decodedBase64Size(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor(text.length / 4) * 3 - padding;
}
