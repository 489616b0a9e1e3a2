/**
 * The entry file of the bot worker thread (see botDecider.ts): answers each
 * request with the action the bot of that level takes in that view.
 */

import { parentPort } from 'node:worker_threads';
import { chooseBotAction } from '../bots/index.js';
import type { BotRequest, BotReply } from './botDecider.js';

if (parentPort === null) throw new Error('bot-worker.js runs only as a worker thread');
const port = parentPort;

port.on('message', (request: BotRequest) => {
  let reply: BotReply;
  try {
    reply = { id: request.id, action: chooseBotAction(request.level, request.view, request.seed) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
