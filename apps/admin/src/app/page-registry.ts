import { SUPER_OPERATOR, type ConsoleRole } from '@fox/contracts';
import { CONSOLE_SECTIONS, type ConsolePage } from '../kit';

/**
 * Every area's pages, found by their folders: an area adds a page by declaring it in
 * `features/<area>/index.ts` (`export const pages = defineConsolePages([...])`), and edits nothing here.
 */
const areas = import.meta.glob<{ pages?: readonly ConsolePage[] }>('../features/*/index.ts', { eager: true });

export const consolePages: readonly ConsolePage[] = Object.values(areas).flatMap((area) => area.pages ?? []);

/** Whether the role's menu holds the page (the super operator's holds them all). */
export const roleSees = (page: ConsolePage, role: ConsoleRole | null): boolean =>
  role === SUPER_OPERATOR || (role !== null && page.roles.includes(role));

export const pageByKey = (key: string): ConsolePage | undefined =>
  consolePages.find((page) => page.key === key);

const orderOf = (page: ConsolePage) => page.order ?? 100;

export interface MenuEntry {
  key: string;
  title: string;
  icon?: ConsolePage['icon'];
  /** The page's route, for an entry that is a page. */
  path?: string;
  children?: MenuEntry[];
}

/** The side menu of a role: its pages grouped by section, a group of one shown as its page. */
export function menuOf(role: ConsoleRole | null, pages: readonly ConsolePage[] = consolePages): MenuEntry[] {
  const visible = pages.filter((page) => roleSees(page, role) && !page.parent && !page.hideInMenu);
  const entry = (page: ConsolePage): MenuEntry => ({
    key: page.key,
    title: page.title,
    icon: page.icon,
    path: page.path,
  });
  const placed: { order: number; entry: MenuEntry }[] = visible
    .filter((page) => !page.section)
    .map((page) => ({ order: orderOf(page), entry: entry(page) }));
  for (const [name, section] of Object.entries(CONSOLE_SECTIONS)) {
    const inSection = visible.filter((page) => page.section === name).sort((a, b) => orderOf(a) - orderOf(b));
    const [only] = inSection;
    if (inSection.length === 1 && only) placed.push({ order: section.order, entry: entry(only) });
    if (inSection.length > 1) {
      placed.push({
        order: section.order,
        entry: {
          key: `section:${name}`,
          title: section.title,
          icon: section.icon,
          children: inSection.map(entry),
        },
      });
    }
  }
  return placed.sort((a, b) => a.order - b.order).map((item) => item.entry);
}

/** The first page of a role's menu: where the console opens. */
export function homePathOf(role: ConsoleRole | null): string {
  const [first] = menuOf(role);
  const page = first?.children?.[0] ?? first;
  return `/${page?.path ?? 'account'}`;
}

/** The crumbs of a page: its section, the pages it was opened from, itself. */
export function breadcrumbOf(page: ConsolePage): { title: string; path?: string }[] {
  const chain: ConsolePage[] = [];
  for (
    let current: ConsolePage | undefined = page;
    current;
    current = current.parent ? pageByKey(current.parent) : undefined
  ) {
    chain.unshift(current);
    if (chain.length > 5) break;
  }
  const root = chain[0];
  const sectionTitle = root?.section ? CONSOLE_SECTIONS[root.section].title : null;
  // A page named like its section (商家后台) is not said twice.
  const section = sectionTitle && sectionTitle !== root?.title ? [{ title: sectionTitle }] : [];
  return [
    ...section,
    ...chain.map((item, index) =>
      index < chain.length - 1 && !item.path.includes(':')
        ? { title: item.title, path: `/${item.path}` }
        : { title: item.title },
    ),
  ];
}
