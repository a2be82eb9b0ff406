import { defineHandlers, type Deps } from '../registry';

/** The reports and their exports (contract/schemas/reports.ts). */
export function reportHandlers(_deps: Deps) {
  return defineHandlers({});
}
