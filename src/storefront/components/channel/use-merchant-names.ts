import { useEffect, useState } from 'react';
import { api } from '../../../core';

let names: Promise<Map<number, string>> | null = null;

/** Shop names by id (lists carry merchant_id only); fetched once per visit and shared. */
export function useMerchantNames(): ReadonlyMap<number, string> {
  const [map, setMap] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    let live = true;
    names ??= api.call('merchant/get', { page: 1, limit: 100 }).then(
      (data) => new Map(data.list.map((m) => [m.id, m.org_name])),
      () => {
        names = null; // a failure is not remembered: the next page tries again
        return new Map<number, string>();
      },
    );
    void names.then((m) => live && setMap(m));
    return () => {
      live = false;
    };
  }, []);
  return map;
}
