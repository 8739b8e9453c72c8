import type { Locale } from '@/lib/i18n/i18n';
import type { FaqEntry } from './faq';

/** Lower case, one space, no punctuation that merchants type or skip (’ ? , . ›). */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’'`"?!.,:;()›/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The answers containing every word of the query (in either language or the keywords),
 * those matching in the question first; an empty query keeps the whole list in order.
 */
export function searchFaq(entries: FaqEntry[], query: string, locale: Locale): FaqEntry[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return entries;
  const other: Locale = locale === 'en' ? 'bn' : 'en';
  const scored: { entry: FaqEntry; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const question = normalize(`${entry.question[locale]} ${entry.question[other]}`);
    const haystack = normalize(
      `${question} ${entry.answer[locale]} ${entry.answer[other]} ${entry.keywords.join(' ')}`,
    );
    if (!words.every((word) => haystack.includes(word))) return;
    const score = words.filter((word) => question.includes(word)).length;
    scored.push({ entry, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((item) => item.entry);
}
