// Imported first by bench/remote-host.js: Ink draws only a program's last
// frame when it believes it runs under CI, and it decides when it is loaded.
// The host draws every frame, as on a player's terminal.
delete process.env.CI;
delete process.env.CONTINUOUS_INTEGRATION;
