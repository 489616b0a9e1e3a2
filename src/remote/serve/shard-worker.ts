/**
 * The entry file of a shard's worker thread (see shard.ts): a shard whose
 * messages come and go through the thread's port.
 */

import { parentPort, workerData } from 'node:worker_threads';
import { LANGUAGES, loadLanguage } from '../../i18n/catalog.js';
import type { MainToShard, ShardConfig } from './protocol.js';
import { Shard } from './shard.js';

if (parentPort === null) throw new Error('shard-worker.js runs only as a worker thread');
const port = parentPort;
// Every language: each player's screen speaks what their ssh client asks for.
await Promise.all(LANGUAGES.map(loadLanguage));
const shard = new Shard(workerData as ShardConfig, (message) => port.postMessage(message));
port.on('message', (message: MainToShard) => shard.handle(message));
port.postMessage({ type: 'ready' });
