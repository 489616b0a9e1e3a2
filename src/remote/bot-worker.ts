/**
 * The entry file of the bot worker thread (see botDecider.ts): answers each
 * request with the action the bot of that level takes in that view, or with
 * the hint for the player whose view it is.
 */

import { parentPort } from 'node:worker_threads';
import { hintFor } from '../bots/hint.js';
import { chooseBotAction } from '../bots/index.js';
import type { BotRequest, BotReply } from './botDecider.js';

if (parentPort === null) throw new Error('bot-worker.js runs only as a worker thread');
const port = parentPort;

port.on('message', (request: BotRequest) => {
  let reply: BotReply;
  try {
    reply =
      request.kind === 'hint' ? { id: request.id, suggestion: hintFor(request.view) } : { id: request.id, action: chooseBotAction(request.level, request.view, request.seed) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
