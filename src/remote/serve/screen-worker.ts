/**
 * The entry file of a screen thread (see screenHost.ts): seat screens
 * whose messages come and go through the thread's port.
 */

import { parentPort } from 'node:worker_threads';
import { LANGUAGES, loadLanguage } from '../../i18n/catalog.js';
import type { MainToScreens } from './screenProtocol.js';
import { ScreenHost } from './screenHost.js';

if (parentPort === null) throw new Error('screen-worker.js runs only as a worker thread');
const port = parentPort;
// Every language: each player's screen speaks what their ssh client asks for.
await Promise.all(LANGUAGES.map(loadLanguage));
const host = new ScreenHost((message) => port.postMessage(message));
port.on('message', (message: MainToScreens) => host.handle(message));
port.postMessage({ type: 'ready' });
