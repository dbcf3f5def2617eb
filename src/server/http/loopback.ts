import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.x.y.z), as a socket reports them. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && loopback.check(address!, family === 6 ? 'ipv6' : 'ipv4');
}

/** A HOST to listen on that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/**
 * onRequest hook for the development pages (the mailbox holds everyone's sign-in codes): they
 * answer only a client on this machine. The socket's address decides, never X-Forwarded-For
 * (anyone can send one, and TRUST_PROXY may believe it). Everyone else gets the ordinary 404,
 * as if the page did not exist.
 */
export async function thisMachineOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) {
    reply.callNotFound();
    return reply;
  }
}

/**
 * Outside production the app takes fake cards, mails nothing and keeps its codes in a local
 * outbox: fine on this machine, wrong for anyone else. One line says so when HOST lets others
 * in, or when TRUST_PROXY says a proxy does (a proxy on this machine connects from loopback,
 * so the development pages would answer whoever it relays).
 */
export function exposedDevelopmentWarning(config: Pick<Config, 'nodeEnv' | 'host' | 'trustProxy'>): string | undefined {
  if (config.nodeEnv === 'production') return undefined;
  const door = !isLoopbackHost(config.host)
    ? `HOST=${config.host}`
    : config.trustProxy
      ? 'TRUST_PROXY=true (a proxy)'
      : undefined;
  if (!door) return undefined;
  return (
    `WARNING: NODE_ENV=${config.nodeEnv} but ${door} lets other machines in. ` +
    'Payments use the local test processor (fake cards), e-mail stays in the outbox, and the development ' +
    'pages answer this machine only. Set NODE_ENV=production (with SMTP_URL and AUTH_SECRET) to serve anyone else.'
  );
}
