import styles from './ItemCard.module.css';

/**
 * Marks the cards of an item the diner dwelt on (the deals section may show the item twice) and, unless it is sold out,
 * adds the tap-to-order prompt (`text`, in the page's language) at the end of the card's body. Done on the DOM: the cards are the server's HTML, which
 * React does not hydrate (see MenuSections).
 */
export function showTapPrompt(root: ParentNode, itemId: string, text: string): void {
  for (const card of root.querySelectorAll(`[data-item-id="${CSS.escape(itemId)}"]`)) {
    if (card.hasAttribute('data-interested')) continue;
    card.setAttribute('data-interested', 'true');
    if (card.hasAttribute('data-unavailable')) continue;
    const prompt = document.createElement('span');
    prompt.className = styles.tapPrompt;
    prompt.setAttribute('aria-hidden', 'true');
    prompt.textContent = text;
    card.querySelector(`:scope > .${CSS.escape(styles.body)}`)?.append(prompt);
  }
}
