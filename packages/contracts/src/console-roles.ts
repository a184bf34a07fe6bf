/**
 * The roles that open the back office (the console at ADMIN_SITE_URL). A console endpoint names the roles
 * it serves; the super operator is served by every one of them and alone grants and revokes roles.
 */
export const SUPER_OPERATOR = 'superAdmin';

export const CONSOLE_ROLES = [
  SUPER_OPERATOR,
  /** 运营: reports, users, groups, notices, feedback, the dashboard. */
  'operationsAdministrator',
  /** 版权审核: videos and dramas. */
  'copyright',
  /** 内容审核: articles, questions, answers, poems and prose. */
  'article',
  /** 财务: orders, ledgers and refunds. */
  'finance',
  /** Content and task providers: their own works and their back office. */
  'provider',
  /** Agents (order splitting): their own back office. */
  'agent',
] as const;

export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const isConsoleRole = (role: string): role is ConsoleRole =>
  (CONSOLE_ROLES as readonly string[]).includes(role);

/** The console roles among a user's role keys. */
export const consoleRolesOf = (roles: readonly string[]): ConsoleRole[] => roles.filter(isConsoleRole);

/** Whether someone holding `held` may call an endpoint that serves `allowed`. */
export const consoleAllows = (held: readonly string[], allowed: readonly ConsoleRole[]): boolean =>
  held.includes(SUPER_OPERATOR) || held.some((role) => (allowed as readonly string[]).includes(role));

/** Roles whose staff run the platform (every operator's menu starts from these). */
export const OPERATOR_ROLES = [
  SUPER_OPERATOR,
  'operationsAdministrator',
  'copyright',
  'article',
  'finance',
] as const;
