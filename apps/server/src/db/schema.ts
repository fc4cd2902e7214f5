import type { Profile, UserStatus } from '@freightdesk/domain';

/** Times are ISO-8601 UTC strings; booleans are 0/1 on both engines. */
export interface UserTable {
  id: string;
  username: string;
  /** Lower-cased username: usernames are unique ignoring case. */
  username_key: string;
  profile: Profile;
  status: UserStatus;
  password_hash: string | null;
  must_change_password: number;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  /** SHA-256 of the cookie's token: a leaked table holds no usable session. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface LoginFailureTable {
  id: string;
  username_key: string;
  address: string;
  failed_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor: string | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entity_id: string;
  old_values: string | null;
  new_values: string | null;
}

export interface DB {
  users: UserTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  audit_log: AuditLogTable;
}
