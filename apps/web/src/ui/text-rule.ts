import { textProblem, type TextKind } from '@fox/contracts';
import type { RuleObject } from 'antd/es/form';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The message of the first character the server would refuse in a text field, or null. The check is the
 * contracts' own (`textProblem`), on the text as the server reads it: trimmed.
 */
export function textProblemMessage(value: unknown, kind: TextKind, t: Translate): string | null {
  if (typeof value !== 'string') return null;
  const problem = textProblem(value.trim(), kind);
  return problem ? t(`ui.text.${problem.rule}`, { char: problem.char }) : null;
}

/** An antd form rule refusing what the contracts refuse in a `line`, `multiline` or `name` text. */
export function textRule(kind: TextKind, t: Translate): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const message = textProblemMessage(value, kind, t);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
