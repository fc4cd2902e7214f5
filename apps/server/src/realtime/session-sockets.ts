import type { Server, Socket } from 'socket.io';
import type { Database } from '../db/database.ts';
import { sessionDeadline, tokenHash } from '../auth/session.repository.ts';

/** At most this many sockets per session (tabs of one browser); more are refused at connection. */
export const MAX_SOCKETS_PER_SESSION = 5;

/** Every socket of a session is in its room, and every socket of a user in the user's: on every node. */
const sessionRoom = (token: string) => `session:${tokenHash(token)}`;
const accountRoom = (userId: string) => `account:${userId}`;

/** Ends live sockets when their sessions end; with the Redis adapter on every node. */
export interface SessionSockets {
  /** The sockets of one session (logout). */
  endSession(token: string): void;
  /** Every socket of a user (disabling, a new one-time password), or all but those of `keepToken` (password change). */
  endUserSessions(userId: string, keepToken?: string): void;
}

export function sessionSockets(io: Server): SessionSockets {
  return {
    endSession(token) {
      io.in(sessionRoom(token)).disconnectSockets(true);
    },
    endUserSessions(userId, keepToken) {
      const sockets = io.in(accountRoom(userId));
      (keepToken ? sockets.except(sessionRoom(keepToken)) : sockets).disconnectSockets(true);
    },
  };
}

/** True when the session already has its share of sockets, counted over every node. */
export async function sessionIsFull(io: Server, token: string): Promise<boolean> {
  return (await io.in(sessionRoom(token)).fetchSockets()).length >= MAX_SOCKETS_PER_SESSION;
}

// setTimeout's longest delay; a session never lasts longer, but a later check does no harm.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Joins the socket to its session's and user's rooms, and disconnects it when the session expires (its day is over, or
 * it was idle for two hours): at each deadline the session is checked again, since requests keep it alive.
 */
export function followSession(
  app: { log: { error(obj: object, msg: string): void } },
  db: Database,
  socket: Socket,
  userId: string,
  token: string,
): void {
  void socket.join([sessionRoom(token), accountRoom(userId)]);
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    sessionDeadline(db, token).then(
      (deadline) => {
        if (deadline === null || deadline <= Date.now()) {
          socket.disconnect(true);
          return;
        }
        timer = setTimeout(check, Math.min(deadline - Date.now(), LONGEST_TIMER_MS));
      },
      (error: unknown) => app.log.error({ err: error }, 'socket session check failed'),
    );
  };
  check();
  socket.on('disconnect', () => clearTimeout(timer));
}
