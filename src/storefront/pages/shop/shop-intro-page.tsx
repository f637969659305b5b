import './shop.css';
import { t } from '../../../core';
import { EmptyState, LoadError } from '../../components/empty-state';
import { FactList } from '../../components/fact-list';
import { ServiceRatings } from '../../components/rating/service-ratings';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useShop } from '../../layouts/shop-context';
import { sh } from './shop-strings';
import { ShopSection } from './shop-ui';

function License({ id }: { id: number }) {
  const state = useApi('merchant/getBusinessLicense', id > 0 ? { id } : null);
  const lic = state.data?.info ?? null;
  if (state.loading && !lic) return <Skeleton rows={6} />;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!lic) return <EmptyState text={sh.licenseMissing} compact />;
  const rows: Array<[string, string]> = [
    [sh.orgName, lic.org_name],
    [sh.creditCode, lic.credit_code],
    [sh.companyType, lic.company_type],
    [sh.legalRep, lic.legal_rep],
    [sh.capital, lic.registered_capital],
    [sh.established, lic.established],
    [sh.address, lic.address],
    [sh.scope, lic.business_scope],
  ];
  return (
    <div class="shop-license">
      <FactList className="shop-dl" rows={rows.filter(([, v]) => v)} />
      {lic.image && (
        <a class="shop-license__img" href={lic.image} target="_blank" rel="noopener noreferrer">
          <img src={lic.image} alt={`${lic.org_name} ${sh.license}`} loading="lazy" />
          <span>{sh.licenseImage}</span>
        </a>
      )}
    </div>
  );
}

/** 店铺介绍 (/shop/intro?id=): intro, qualifications, business licence, address and phone, 客户评价. */
export default function ShopIntroPage() {
  const { id, info, loading } = useShop();
  const paragraphs = (info?.intro ?? '').split(/\n+/).filter(Boolean);
  return (
    <div class="sf-container sf-page shop-page">
      <ShopSection title={t('shopNav.intro')} level={1}>
        {loading && !info ? (
          <Skeleton rows={4} />
        ) : (
          <div class="shop-intro">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        )}
      </ShopSection>
      <ShopSection title={sh.qualifications}>
        {info?.qualifications.length ? (
          <ul class="shop-quals">
            {info.qualifications.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        ) : (
          <EmptyState text={sh.noQualifications} compact />
        )}
      </ShopSection>
      <ShopSection title={sh.license}>
        <License id={id} />
      </ShopSection>
      <ShopSection title={sh.contact}>
        <dl class="shop-dl">
          <div>
            <dt>{sh.address}</dt>
            <dd>{info?.address || '—'}</dd>
          </div>
          <div>
            <dt>{sh.phone}</dt>
            <dd>
              {info?.contact_phone ? (
                <a href={`tel:${info.contact_phone.replace(/\s+/g, '')}`}>{info.contact_phone}</a>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
      </ShopSection>
      <ShopSection title={sh.ratings}>{id > 0 && <ServiceRatings merchantId={id} />}</ShopSection>
    </div>
  );
}
