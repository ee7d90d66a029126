/** Cards side by side, scrolled horizontally (and with the arrow keys once focused). */
import { h } from '../dom';
import type { MessageContent } from '../events';
import { buttonList, image, type Send } from './content';

type Card = NonNullable<MessageContent['cards']>[number];

export function carousel(cards: readonly Card[] | undefined, send: Send): HTMLElement | null {
  if (!cards?.length) return null;
  const list = h('ul', { class: 'sb-carousel', tabindex: 0, 'aria-label': `${cards.length} cards, scroll sideways` });
  cards.forEach((card, index) => {
    list.append(h('li', { class: 'sb-card', 'aria-label': `${index + 1} of ${cards.length}: ${card.title}` },
      image(card.imageUrl, ''),
      h('div', { class: 'sb-card-body' },
        h('h3', { class: 'sb-card-title' }, card.title),
        card.subtitle ? h('p', { class: 'sb-card-subtitle' }, card.subtitle) : null,
        buttonList(card.buttons, send, 'sb-buttons sb-card-buttons'))));
  });
  return list;
}
