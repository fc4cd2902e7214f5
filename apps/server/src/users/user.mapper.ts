import type { UserSummary } from '@freightdesk/domain';
import type { UserTable } from '../db/schema.ts';

export function toUserSummary(row: UserTable): UserSummary {
  return {
    _id: row.id,
    username: row.username,
    profile: row.profile,
    status: row.status,
    mustChangePassword: row.must_change_password === 1,
    createdAt: row.created_at,
  };
}
