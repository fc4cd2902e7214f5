import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatNotification,
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
import { limitSubject, takeRateLimit } from '../http/rate-limit.ts';
import { followSession, sessionIsFull } from './session-sockets.ts';

/** Every socket of a user, on every node, is in the user's room. */
const userRoom = (username: string) => `user:${username}`;

interface SocketData {
  user: SessionUser;
  token: string;
}

/** Emits chat events to the rooms of the members; with the Redis adapter they reach every node. */
export function socketPublisher(io: Server): ChatPublisher {
  return {
    messageSent(message: ChatMessage, members: MemberRow[], chatName: string | null) {
      io.to(members.map((member) => userRoom(member.username))).emit(CHAT_EVENTS.receiveMessage, message);
      const notified = members.filter((member) => member.username !== message.senderId && member.notifications === 1);
      if (notified.length === 0) return;
      io.to(notified.map((member) => userRoom(member.username))).emit(CHAT_EVENTS.notification, {
        chatId: message.chatId,
        chatName,
        senderId: message.senderId,
        receiverId: message.receiverId,
        content: message.content,
        file: message.file,
      } satisfies ChatNotification);
    },
    chatCreated(usernames: string[]) {
      io.to(usernames.map(userRoom)).emit(CHAT_EVENTS.chatsChanged);
    },
  };
}

/**
 * The chat's socket events (spec-1 section 7). A socket connects only with a valid session cookie; every send
 * checks the session again, and the socket is disconnected when its session ends (session-sockets.ts).
 */
export function registerChatSocket(app: FastifyInstance, io: Server, db: Database, chats: ChatService): void {
  const admit = async (token: string | undefined): Promise<SocketData | Error> => {
    const user = await validateSessionToken(db, token);
    if (!token || !user || !can(user.profile, 'chat')) return new Error(MESSAGES.notSignedIn);
    if (await sessionIsFull(io, token)) return new Error(CHAT_MESSAGES.tooManySockets);
    return { user, token };
  };
  io.use((socket, next) => {
    admit(app.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE]).then(
      (admitted) => {
        if (admitted instanceof Error) return next(admitted);
        socket.data = admitted;
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
    followSession(app, db, socket, user.id, token);
    // The spec's client announces its user id; the session has already said who it is.
    socket.on(CHAT_EVENTS.register, () => undefined);

    const send = async (payload: unknown, ack: unknown) => {
      const reply = (answer: SendAck) => {
        if (typeof ack === 'function') (ack as (answer: SendAck) => void)(answer);
      };
      try {
        // One limit per user over all their sockets, on every node, and the HTTP fallback.
        await takeRateLimit(db, 'chatSend', limitSubject(user, socket.handshake.address));
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
