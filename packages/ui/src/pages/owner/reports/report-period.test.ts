import { describe, expect, it } from 'vitest';
import { customPeriod, presetPeriod } from './report-period';

describe('the periods of Relatórios', () => {
  // 28/11/2026 at 01:00 in São Paulo is still the 27th there (04:00 UTC on the 28th).
  const at = new Date('2026-11-28T02:30:00Z');

  it('counts Hoje, Ontem, 7 and 30 dias in the restaurant’s time zone', () => {
    expect(presetPeriod('today', at, 'America/Sao_Paulo')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetPeriod('today', at, 'UTC')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(presetPeriod('yesterday', at, 'America/Sao_Paulo')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetPeriod('week', at, 'America/Sao_Paulo')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetPeriod('month', at, 'America/Sao_Paulo')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
  });

  it('reads two dates typed dd/mm/aaaa, refusing impossible, reversed and over-long periods in pt-BR', () => {
    expect(customPeriod('01/11/2026', '30/11/2026')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(customPeriod('31/02/2026', '30/11/2026')).toEqual({ problem: 'Informe as duas datas no formato dd/mm/aaaa' });
    expect(customPeriod('30/11/2026', '01/11/2026')).toEqual({ problem: 'A data final deve ser igual ou posterior à data inicial' });
    expect(customPeriod('01/01/2025', '01/06/2026')).toEqual({ problem: 'O período pode ter no máximo 366 dias' });
  });
});
