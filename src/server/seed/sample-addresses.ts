import { eq, inArray } from 'drizzle-orm';
import type { SampleAddress } from '../../core/api/contract/models-fulfil';
import type { Tx } from '../db';
import { merchants, zones } from '../db/schema';

/**
 * 收样地址 of the seeded labs whose services need a sample (检验检测, 计量校准): the sample
 * reception of each lab's own site, by district code; names come from the zone table.
 */
const SAMPLE_ADDRESSES: Record<number, { area: string; detail: string; contact: string; phone: string }> = {
  1: {
    area: '320576',
    detail: '星湖街 218 号生物医药产业园 C3 栋 1 楼样品接收室',
    contact: '周敏',
    phone: '0512-62583316',
  },
  3: {
    area: '340176',
    detail: '创新大道 2800 号创新产业园二期 F 区 5 栋 1 楼收样室',
    contact: '陶静',
    phone: '0551-65337121',
  },
  4: {
    area: '440305',
    detail: '西丽街道留仙大道 3370 号南山智园 B2 栋 9 楼样品室',
    contact: '黎晓文',
    phone: '0755-26694519',
  },
  7: {
    area: '120116',
    detail: '经济技术开发区第四大街 80 号天大科技园 D3 座 1 层收样处',
    contact: '孙立国',
    phone: '022-66201876',
  },
  8: {
    area: '370112',
    detail: '港沟街道科航路 2016 号齐鲁科创园 7 号楼 2 层样品室',
    contact: '郭倩',
    phone: '0531-88865231',
  },
  9: {
    area: '420111',
    detail: '珞狮南路 519 号明泽丽湾 4 栋 3 层样品接收处',
    contact: '胡志强',
    phone: '027-87630460',
  },
  11: {
    area: '610113',
    detail: '丈八五路 43 号高科尚都摩卡 1 号楼 6 层样品室',
    contact: '王蕾',
    phone: '029-88315868',
  },
  12: {
    area: '440105',
    detail: '新港东路 1068 号中洲中心北塔 18 层样品收发室',
    contact: '陈嘉慧',
    phone: '020-89253148',
  },
};

export async function seedSampleAddresses(tx: Tx): Promise<void> {
  const codes = Object.values(SAMPLE_ADDRESSES).flatMap((a) => [
    a.area.slice(0, 2),
    a.area.slice(0, 4),
    a.area,
  ]);
  const rows = await tx
    .select({ code: zones.code, name: zones.name })
    .from(zones)
    .where(inArray(zones.code, codes));
  const name = (code: string) => rows.find((r) => r.code === code)?.name ?? '';
  for (const [id, a] of Object.entries(SAMPLE_ADDRESSES)) {
    const address: SampleAddress = {
      contact: a.contact,
      phone: a.phone,
      province_code: a.area.slice(0, 2),
      province: name(a.area.slice(0, 2)),
      city_code: a.area.slice(0, 4),
      city: name(a.area.slice(0, 4)),
      area_code: a.area,
      area: name(a.area),
      street_code: '',
      street: '',
      detail: a.detail,
    };
    await tx
      .update(merchants)
      .set({ sampleAddress: address })
      .where(eq(merchants.id, Number(id)));
  }
}
