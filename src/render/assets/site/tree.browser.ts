// Tree and FileTree as a keyboard tree (the WAI-ARIA tree pattern): one item takes Tab (roving
// tabindex); Up/Down move through the items shown, Right opens a folder or enters it, Left
// shuts it or goes to its folder, Home/End go to the first/last item shown, Enter/Space open
// or shut a folder, `*` opens every folder beside the current item, and typing a letter goes to
// the next item whose name starts with the letters typed. A click opens or shuts a folder.
// The markup (roles, aria-expanded, hidden groups) is written by src/render/components/handlers/trees.ts.

/** Typed letters within this long of each other make one prefix (type-ahead). */
const TYPE_AHEAD_MS = 700;
let typed = '';
let typedAt = 0;

/** The tree an item is in. */
const treeOf = (item: Element): Element | null => item.closest('[role=tree]');

/** The items of a tree a reader can see: none inside a shut folder. */
function shownItems(tree: Element): HTMLElement[] {
  return Array.from(tree.querySelectorAll('[role=treeitem]')).filter(
    (item): item is HTMLElement => item instanceof HTMLElement && treeOf(item) === tree && (item.parentElement?.closest('[role=group][hidden]') ?? null) === null,
  );
}

/** A folder's group (its children): the list after its row. */
const groupOf = (item: Element): HTMLElement | null => {
  const group = item.nextElementSibling;
  return group instanceof HTMLElement && group.getAttribute('role') === 'group' ? group : null;
};

/** Moves the tree's one Tab stop to `item` and focuses it. */
function focusItem(item: HTMLElement): void {
  const tree = treeOf(item);
  if (!tree) return;
  for (const other of Array.from(tree.querySelectorAll('[role=treeitem]'))) if (other instanceof HTMLElement) other.tabIndex = other === item ? 0 : -1;
  item.focus();
}

/** Opens or shuts a folder that opens; false for a file or a folder that cannot open. */
function setOpen(item: Element, open: boolean): boolean {
  const group = groupOf(item);
  if (!group || !item.hasAttribute('aria-expanded')) return false;
  item.setAttribute('aria-expanded', open ? 'true' : 'false');
  group.hidden = !open;
  return true;
}

const isOpen = (item: Element): boolean => item.getAttribute('aria-expanded') === 'true';

/** The folder an item is in (the row before the group it is in), or null at the top. */
const parentItem = (item: Element): HTMLElement | null => {
  const row = item.parentElement?.closest('[role=group]')?.previousElementSibling;
  return row instanceof HTMLElement && row.getAttribute('role') === 'treeitem' && treeOf(row) === treeOf(item) ? row : null;
};

/** The item's name as a reader sees it, lower-cased, for type-ahead. */
const nameOf = (item: Element): string => (item.textContent ?? '').trim().toLowerCase();

/** `*`: opens every folder at the current item's level. */
function openSiblings(item: Element): void {
  const list = item.parentElement?.parentElement;
  if (!list) return;
  for (const entry of Array.from(list.children)) {
    const row = entry.querySelector(':scope > [role=treeitem]');
    if (row) setOpen(row, true);
  }
}

/** Type-ahead: the next shown item, after the current one and round again, whose name starts with what was typed. */
function findTyped(items: HTMLElement[], from: number, key: string, now: number): HTMLElement | undefined {
  typed = now - typedAt > TYPE_AHEAD_MS ? key.toLowerCase() : typed + key.toLowerCase();
  typedAt = now;
  const order = [...items.slice(from + (typed.length === 1 ? 1 : 0)), ...items.slice(0, from + (typed.length === 1 ? 1 : 0))];
  return order.find((candidate) => nameOf(candidate).startsWith(typed));
}

/** Right and Left: into and out of folders. */
function sideways(item: HTMLElement, key: string, items: HTMLElement[], at: number): HTMLElement | undefined {
  if (key === 'ArrowRight') {
    if (!item.hasAttribute('aria-expanded')) return undefined;
    if (!isOpen(item)) {
      setOpen(item, true);
      return undefined;
    }
    return items[at + 1];
  }
  if (item.hasAttribute('aria-expanded') && isOpen(item)) {
    setOpen(item, false);
    return undefined;
  }
  return parentItem(item) ?? undefined;
}

/** The item a key goes to (opening or shutting folders on the way); undefined when focus stays. */
function target(item: HTMLElement, event: KeyboardEvent): HTMLElement | undefined {
  const tree = treeOf(item);
  if (!tree) return undefined;
  const items = shownItems(tree);
  const at = items.indexOf(item);
  switch (event.key) {
    case 'ArrowDown':
      return items[at + 1];
    case 'ArrowUp':
      return at > 0 ? items[at - 1] : undefined;
    case 'Home':
      return items[0];
    case 'End':
      return items[items.length - 1];
    case 'ArrowRight':
    case 'ArrowLeft':
      return sideways(item, event.key, items, at);
    case 'Enter':
    case ' ':
      setOpen(item, !isOpen(item));
      return undefined;
    case '*':
      openSiblings(item);
      return undefined;
    default:
      return event.key.length === 1 && /\S/.test(event.key) ? findTyped(items, at, event.key, event.timeStamp) : undefined;
  }
}

/** Keys the tree pattern uses, so the page does not scroll on them. */
const TREE_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Enter| |\*)$/;

/** A key on a tree item; true when the tree took it. */
export function onTreeKey(event: KeyboardEvent, item: Element): boolean {
  if (!(item instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return false;
  const typing = event.key.length === 1 && /\S/.test(event.key) && event.key !== '*';
  if (!TREE_KEYS.test(event.key) && !typing) return false;
  event.preventDefault();
  const next = target(item, event);
  if (next) focusItem(next);
  return true;
}

/** A click in a tree: the row clicked takes the Tab stop, and a folder's row opens or shuts it. */
export function onTreeClick(target: Element): boolean {
  const item = target.closest('[role=treeitem]');
  if (!(item instanceof HTMLElement) || !treeOf(item)) return false;
  setOpen(item, !isOpen(item));
  focusItem(item);
  return true;
}
