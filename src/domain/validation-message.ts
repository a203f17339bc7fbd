/** How a validation message is styled. */
export type MessageTone = 'success' | 'message' | 'error';

/** A message shown under a field while its condition holds (spec §3). */
export interface ValidationMessageItem {
  text: string;
  condition: boolean;
  type?: MessageTone;
}

/** The messages to show: only those whose condition is true (spec §5). */
export function visibleMessages<T extends ValidationMessageItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.condition);
}

/** The style of a message: its type, or error when it has none (spec §5). */
export function messageTone(item: Pick<ValidationMessageItem, 'type'>): MessageTone {
  return item.type ?? 'error';
}
