import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  CHAT_SEND_LIMIT,
  type ChatMessage,
  MESSAGES,
  type SendAck,
  can,
  sendMessageRequestSchema,
} from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { validateSessionToken } from '../auth/session.repository.ts';
import { SESSION_COOKIE } from '../auth/session-cookies.ts';
import type { ChatPublisher, ChatService } from '../chat/chat.service.ts';
import type { MemberRow } from '../chat/chat.repository.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';
import { AppError } from '../http/app-error.ts';

/** At most `max` events in any `windowMs`: a runaway or hostile client cannot flood a chat. */
function slidingWindow(max: number, windowMs: number) {
  const times: number[] = [];
  return {
    take(now = Date.now()): boolean {
      while (times.length > 0 && (times[0] ?? 0) <= now - windowMs) times.shift();
      if (times.length >= max) return false;
      times.push(now);
      return true;
    },
  };
}

/** Every socket of a user, on every node, is in the user's room. */
const userRoom = (username: string) => `user:${username}`;

interface SocketData {
  user: SessionUser;
  token: string;
}

/** Emits chat events to the rooms of the members; with the Redis adapter they reach every node. */
export function socketPublisher(io: Server): ChatPublisher {
  return {
    messageSent(message: ChatMessage, members: MemberRow[]) {
      io.to(members.map((member) => userRoom(member.username))).emit(CHAT_EVENTS.receiveMessage, message);
      const notified = members.filter((member) => member.username !== message.senderId && member.notifications === 1);
      if (notified.length === 0) return;
      io.to(notified.map((member) => userRoom(member.username))).emit(CHAT_EVENTS.notification, {
        chatId: message.chatId,
        senderId: message.senderId,
        receiverId: message.receiverId,
        content: message.content,
        file: message.file,
      });
    },
    chatCreated(usernames: string[]) {
      io.to(usernames.map(userRoom)).emit(CHAT_EVENTS.chatsChanged);
    },
  };
}

/**
 * The chat's socket events (spec-1 section 7). A socket connects only with a valid session cookie; every send
 * checks the session again, so a logged-out or disabled user's open socket can send nothing more.
 */
export function registerChatSocket(app: FastifyInstance, io: Server, db: Database, chats: ChatService): void {
  io.use((socket, next) => {
    const token = app.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
    validateSessionToken(db, token).then(
      (user) => {
        if (!token || !user || !can(user.profile, 'chat')) return next(new Error(MESSAGES.notSignedIn));
        socket.data = { user, token } satisfies SocketData;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket sign-in check failed');
        next(new Error(MESSAGES.unexpected));
      },
    );
  });

  io.on('connection', (socket) => {
    const { user, token } = socket.data as SocketData;
    void socket.join(userRoom(user.username));
    // The spec's client announces its user id; the session has already said who it is.
    socket.on(CHAT_EVENTS.register, () => undefined);
    const sendWindow = slidingWindow(CHAT_SEND_LIMIT.max, CHAT_SEND_LIMIT.windowMs);

    const send = async (payload: unknown, ack: unknown) => {
      const reply = (answer: SendAck) => {
        if (typeof ack === 'function') (ack as (answer: SendAck) => void)(answer);
      };
      try {
        if (!sendWindow.take()) {
          reply({ ok: false, code: 'RATE_LIMITED', message: CHAT_MESSAGES.tooManyMessages });
          return;
        }
        const current = await validateSessionToken(db, token);
        if (!current) {
          reply({ ok: false, code: 'NOT_SIGNED_IN', message: MESSAGES.notSignedIn });
          socket.disconnect(true);
          return;
        }
        const parsed = sendMessageRequestSchema.safeParse(payload);
        if (!parsed.success) {
          reply({ ok: false, code: 'VALIDATION_ERROR', message: parsed.error.issues[0]?.message ?? 'Invalid message' });
          return;
        }
        const { message } = await chats.send(current, parsed.data);
        reply({ ok: true, message });
      } catch (error) {
        if (error instanceof AppError) {
          reply({ ok: false, code: error.code, message: error.message });
          return;
        }
        app.log.error({ err: error }, 'chat send failed');
        reply({ ok: false, code: 'INTERNAL', message: MESSAGES.unexpected });
      }
    };
    socket.on(CHAT_EVENTS.sendMessage, send);
    socket.on(CHAT_EVENTS.sendFile, send);
  });
}
