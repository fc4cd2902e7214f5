import {
  CHAT_MESSAGES,
  apiErrorSchema,
  chatFileSchema,
  chatMessageSchema,
  chatSchema,
  chatUserSchema,
  createChatRequestSchema,
  messagesQuerySchema,
  muteRequestSchema,
  sendMessageRequestSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../http/attachment.ts';
import { readMultipart } from '../http/multipart.ts';
import { sessionUser } from '../http/session-user.ts';
import type { ChatService } from './chat.service.ts';

const config = { access: 'chat' } as const;
const tags = ['chat'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const chatParams = z.object({ id: z.string().min(1).max(100) });

/** The chat screen's calls (spec-1 section 7); the sender is always the session's user. */
export const chatRoutes: FastifyPluginAsyncZod<{ chats: ChatService }> = async (app, { chats }) => {
  app.get('/api/chats', { config, schema: { tags, response: { 200: z.array(chatSchema) } } }, (request) =>
    chats.list(sessionUser(request)),
  );

  app.post(
    '/api/chats',
    {
      config,
      schema: {
        tags,
        description:
          'Without a name: the one-to-one chat with the other participant (200 when it exists, 201 when new). With a name: a group of the caller and at least 2 others.',
        body: createChatRequestSchema,
        response: { 200: chatSchema, 201: chatSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { chat, created } = await chats.create(sessionUser(request), request.body);
      return reply.status(created ? 201 : 200).send(chat);
    },
  );

  app.get(
    '/api/chats/:id/messages',
    {
      config,
      schema: {
        tags,
        description: 'The `limit` newest messages before `before` (an ISO time), oldest first.',
        params: chatParams,
        querystring: messagesQuerySchema,
        response: { 200: z.array(chatMessageSchema), ...errors },
      },
    },
    (request) => chats.messages(sessionUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/chats/:id/read',
    {
      config,
      schema: { tags, params: chatParams, response: { 200: z.object({ unreadCount: z.literal(0) }), ...errors } },
    },
    async (request) => {
      await chats.markRead(sessionUser(request), request.params.id);
      return { unreadCount: 0 as const };
    },
  );

  app.post(
    '/api/chats/mute',
    {
      config,
      schema: {
        tags,
        body: muteRequestSchema,
        response: { 200: z.object({ notifications: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      await chats.mute(sessionUser(request), request.body);
      return { notifications: request.body.notifications };
    },
  );

  app.get(
    '/api/users',
    { config, schema: { tags, description: 'Active users to chat with.', response: { 200: z.array(chatUserSchema) } } },
    (request) => chats.users(sessionUser(request)),
  );

  app.post(
    '/upload/chat',
    {
      config: { ...config, rateLimit: 'upload' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: chatId, customizedFileName (ignored: the server names the file), chatFile (at most 1 MB; PDF, image, Office or OpenDocument file, zip, txt or csv, checked by content).',
        response: { 201: chatFileSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { maxFiles: 1, tooLargeMessage: CHAT_MESSAGES.fileTooLarge });
      return reply.status(201).send(await chats.upload(sessionUser(request), form));
    },
  );

  app.post(
    '/api/messages',
    {
      config: { ...config, rateLimit: 'chatSend' },
      schema: {
        tags,
        description:
          'Sends a message when the real-time connection is down (the body of the sendMessage event). 200 when it repeats one already stored.',
        body: sendMessageRequestSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, created } = await chats.send(sessionUser(request), request.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/chat/download/:fileName',
    { config, schema: { tags, params: z.object({ fileName: z.string().min(1).max(200) }), response: errors } },
    async (request, reply) =>
      sendAttachment(reply, await chats.download(sessionUser(request), request.params.fileName)),
  );
};
