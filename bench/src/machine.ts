import { readFileSync } from 'node:fs';
import os from 'node:os';
import { required } from './required';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  /** 1-minute load average: above the core count, other work shared the machine and the figures are low. */
  loadAverage: number;
}

export function describeMachine(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'desconhecida';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: os.cpus() says enough
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: oneMinuteLoadAverage(),
  };
}

/** The 1-minute load average (os.loadavg() always gives the 1, 5 and 15-minute ones). */
export function oneMinuteLoadAverage(): number {
  return required(os.loadavg()[0], 'média de carga de 1 minuto');
}
