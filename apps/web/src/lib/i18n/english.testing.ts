import { en, type Message, type MessageKey } from './en';
import { enPanel } from './en-panel';

/** Every English text, the entry's and the lazy screens': what tests read a key's text from. */
export const english: Record<MessageKey, Message> = { ...en, ...enPanel };
