import { UserError } from './errors.ts';
import type { Ctx, Deps } from './reply.ts';
import { getArbiterRole } from './storage/repo.ts';

/** Arbiters: Manage Server, or the role set with /config arbiter-role. */
export async function isArbiter(ctx: Ctx, deps: Deps): Promise<boolean> {
  if (ctx.manageGuild) return true;
  const role = await getArbiterRole(deps.store.db, ctx.guildId);
  return role !== undefined && ctx.roleIds.includes(role);
}

export async function requireArbiter(ctx: Ctx, deps: Deps): Promise<void> {
  if (!(await isArbiter(ctx, deps))) throw new UserError('notArbiter');
}
