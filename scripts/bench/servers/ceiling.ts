/**
 * The ceiling of the bench: a bare Fastify (the app's own version) answering constant small JSON,
 * in its own process. Every throughput figure of the app is shown as a share of this one's,
 * measured in the same run on the same machine. Usage: ceiling.ts <port>
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('listening\n');
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
