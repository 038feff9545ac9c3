import type { ComponentType } from 'react';
import { moduleSourceOf, withModuleSource } from './module-hints';

/** The member centre's menu groups (spec §2): financial centre, personal centre, safety. */
export type MenuGroupId = 'management' | 'personal' | 'safety';

/** A menu icon (an MUI icon component). */
export type ScreenIcon = ComponentType<{ fontSize?: 'inherit' | 'small' | 'medium' | 'large' }>;

/**
 * A screen's component, loaded on demand (a React Router `lazy` result), and what asks for its
 * data ahead of its render when the page starts on it (`askEarly`, issue 30).
 */
export type LazyScreen = () => Promise<{ Component: ComponentType; askEarly?: AskEarly }>;

/** Asks for a screen's data ahead, for the page's query (its filters, its place in a list). */
export type AskEarly = (search: URLSearchParams) => void;

/** What a screen's module may export beside its component: see LazyScreen. */
interface ScreenModuleExtras {
  askEarly?: AskEarly;
}

/**
 * A lazy screen from its chunk: `lazyScreen(() => import('./routes/vip'), 'VipRoute')` loads
 * the chunk on the first visit and takes the named export as the route's component (and the
 * module's `askEarly`, if it has one).
 */
export function lazyScreen<
  K extends string,
  M extends Record<K, ComponentType> & ScreenModuleExtras,
>(load: () => Promise<M>, name: K): LazyScreen {
  const screen: LazyScreen = async () => {
    const module = await load();
    return { Component: module[name], askEarly: module.askEarly };
  };
  // The server's build: the screen keeps the source of its module (module-hints.ts).
  return import.meta.env.SSR ? withModuleSource(screen, moduleSourceOf(load)) : screen;
}

/** A child route of a screen (a sub-view: a tab, a dialog over the screen). */
export interface SubScreen {
  /** The path relative to its screen ('transfer', 'list'); absent for the index route. */
  path?: string;
  lazy?: LazyScreen;
  /** Where the index route sends to (a relative path), instead of a component. */
  redirectTo?: string;
}

/**
 * One screen of a feature, as data (DESIGN.md, "Inside a feature"): the router and the member
 * menu are built by mapping over every feature's list. `User` is the signed-in user's info.
 */
export interface ScreenDef<
  User,
  Permission extends string = string,
  Group extends string = MenuGroupId,
> {
  /** A stable id, unique across features ('wallet.gameBalance'). */
  id: string;
  /** The absolute path, from the feature's paths.ts. */
  path: string;
  /** The menu label (and the page title where the screen has none of its own). */
  labelKey: string;
  /** The menu icon. */
  icon: ScreenIcon;
  /** The menu group; a screen without one is routed but not in the menu. */
  group?: Group;
  /** Spec §6: the server menu's permission the screen needs; none means always kept. */
  permission?: Permission;
  /** A rule of the user's info the screen also needs (member_transfer_show === 1). */
  visible?: (user: User) => boolean;
  /**
   * A count the menu entry shows as a badge and says in its name (the unread messages); a hook,
   * called once per rendered entry. 0 shows none.
   */
  useBadge?: () => number;
  lazy: LazyScreen;
  children?: readonly SubScreen[];
}

/**
 * Spec §6: a screen whose permission the server menu does not grant is filtered out; a screen
 * with no permission requirement is always kept; a screen whose visibility rule the user's
 * info fails is filtered out (while the info is unknown, such a screen is kept back).
 */
export function permittedScreens<
  User,
  Permission extends string,
  Group extends string = MenuGroupId,
>(
  screens: readonly ScreenDef<User, Permission, Group>[],
  granted: ReadonlySet<string>,
  user: User | undefined,
): ScreenDef<User, Permission, Group>[] {
  return screens.filter(
    (screen) =>
      (screen.permission === undefined || granted.has(screen.permission)) &&
      (screen.visible === undefined || (user !== undefined && screen.visible(user))),
  );
}

/** A menu group with the screens left in it. */
export interface MenuGroup<
  User,
  Permission extends string = string,
  Group extends string = MenuGroupId,
> {
  id: Group;
  screens: ScreenDef<User, Permission, Group>[];
}

/** The menu groups in their order of spec §2. */
export const MENU_GROUPS: readonly MenuGroupId[] = ['management', 'personal', 'safety'];

/**
 * A side menu (the member centre's, the agent portal's): the permitted screens by group in the
 * order given (the member centre's MENU_GROUPS by default), each group in
 * the order of the screens given; spec §6: a parent (group) with no remaining children is
 * dropped.
 */
export function menuGroups<User, Permission extends string, Group extends string = MenuGroupId>(
  screens: readonly ScreenDef<User, Permission, Group>[],
  granted: ReadonlySet<string>,
  user: User | undefined,
  order: readonly Group[] = MENU_GROUPS as readonly string[] as readonly Group[],
): MenuGroup<User, Permission, Group>[] {
  const permitted = permittedScreens(screens, granted, user);
  return order
    .map((id) => ({
      id,
      screens: permitted.filter((screen) => screen.group === id),
    }))
    .filter((group) => group.screens.length > 0);
}

/**
 * The screen a path belongs to: the one whose path is the longest prefix of it at a segment
 * boundary (the active menu entry, spec §2).
 */
export function screenOf<S extends { path: string }>(
  screens: readonly S[],
  pathname: string,
): S | undefined {
  return screens
    .filter((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
