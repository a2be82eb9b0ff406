import { defineHandlers, type Deps } from '../registry';

/** The sales dashboard (contract/schemas/dashboard.ts). */
export function dashboardHandlers(_deps: Deps) {
  return defineHandlers({});
}
