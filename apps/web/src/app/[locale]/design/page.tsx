// The design system in every state: not linked, not indexed; doubles as the visual test of the components.
import { BUTTON_STATES, shareLinks, socialLinks, SOCIAL_PLATFORMS } from '@reef/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { ButtonLink } from '@/components/ui/button/button-link';
import { CallToAction } from '@/components/ui/call-to-action/call-to-action';
import { Card } from '@/components/ui/card/card';
import { COLOURED_CONTENT_TYPES, ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { Container } from '@/components/ui/container/container';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { Details } from '@/components/ui/details/details';
import { Grid, GridItem } from '@/components/ui/grid/grid';
import { ContentImage } from '@/components/ui/image/image';
import { Logo } from '@/components/ui/logo/logo';
import { Section } from '@/components/ui/section/section';
import { SocialLinks } from '@/components/ui/social-links/social-links';
import { Tag } from '@/components/ui/tag/tag';
import { SliceList } from '@/features/cms/slices/registry';
import { SAMPLE_SLICES } from '@/features/cms/slices/samples';
import { getBrand } from '@/lib/brand';
import { ButtonStateDemo, DialogDemo, ToastDemo } from './_components/design-demos';
import styles from './design.module.css';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Design system', robots: { index: false, follow: false } };

const SAMPLE_IMAGE = '/design/sample-wide.svg';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function DesignPage() {
  const brand = getBrand();
  const everyPlatform = SOCIAL_PLATFORMS.map((platform) => ({
    name: platform.name,
    icon: platform.icon,
    url: `https://${platform.icon}.example/${brand.shortName.toLowerCase()}`,
  }));
  return (
    <Section>
      <Container>
        <h1>Design system</h1>
        <p className={styles.lead}>Every component of the frame in every state.</p>

        <Block id="buttons" title="Button">
          <div className={styles.row}>
            {BUTTON_STATES.map((state) => (
              <Button key={state} state={state} stateLabel={state === 'loading' ? 'Saving…' : undefined}>
                {state === 'default' ? 'Default' : state.charAt(0).toUpperCase() + state.slice(1)}
              </Button>
            ))}
          </div>
          <div className={styles.row}>
            <Button variant="secondary">Secondary</Button>
            <Button variant="tertiary">Tertiary</Button>
            <Button size="small">Small</Button>
            <ButtonLink href="/community">Button link</ButtonLink>
          </div>
          <div className={`${styles.row} ${styles.dark}`}>
            <Button variant="on-dark">On dark</Button>
          </div>
          <ButtonStateDemo />
        </Block>

        <Block id="dialog" title="Dialog">
          <DialogDemo />
        </Block>

        <Block id="toasts" title="Toasts">
          <ToastDemo />
        </Block>

        <Block id="copy" title="CopyButton">
          <div className={styles.codeRow}>
            <code id="design-copy-target" className={styles.code}>
              npm install @reef/client
            </code>
            <CopyButton text="npm install @reef/client" selectTargetId="design-copy-target" />
          </div>
        </Block>

        <Block id="tags" title="Tag">
          <div className={styles.row}>
            <Tag>Static tag</Tag>
            <Tag href="/community/tags/ubuntu">Link tag</Tag>
            <Tag href="/community/tags/docker" isActive>
              Active link tag
            </Tag>
          </div>
        </Block>

        <Block id="details" title="Details">
          <Details summary="Closed by default">Hidden until opened.</Details>
          <Details summary="Open" open>
            Shown from the start.
          </Details>
        </Block>

        <Block id="cards" title="Card">
          <Grid as="ul" spacing={24}>
            <GridItem as="li" span={12} spanLg={6}>
              <Card
                title="A card with every input"
                link="/community/tutorials"
                eyebrow="Tutorial"
                category="Kubernetes"
                resourceLabel="New"
                author={{ name: 'Sam Rivera', link: '/community/users/sam-rivera' }}
                image={{ src: SAMPLE_IMAGE, alt: 'Waves over a blue gradient', loading: 'eager' }}
                imageSize="2col"
                metaData={[
                  { name: '12 min read', icon: 'clock' },
                  { name: 'Beginner', icon: 'book' },
                ]}
                titleIcon="book"
              >
                Body text of the card. The whole card is clickable through its title link.
              </Card>
            </GridItem>
            <GridItem as="li" span={12} spanLg={6}>
              <Card
                title="Filled card with an icon"
                filled
                icon={{ name: 'bell', size: 'large' }}
                titleLevel={3}
              >
                A filled card without a link or image.
              </Card>
            </GridItem>
            {(['3col', '3col', '3col'] as const).map((size, index) => (
              <GridItem as="li" key={index} span={12} spanLg={4}>
                <Card
                  title={`3col image card ${index + 1}`}
                  image={{ src: SAMPLE_IMAGE, alt: '' }}
                  imageSize={size}
                  textColor={index === 2 ? '#004bb8' : undefined}
                  bodyColor={index === 2 ? '#0b1b33' : undefined}
                  icon={index === 1 ? { name: 'info', size: 'medium', color: '#00746b' } : undefined}
                >
                  Lazy-loaded image, 198:342 on large screens.
                </Card>
              </GridItem>
            ))}
          </Grid>
        </Block>

        <Block id="cta" title="Call to action">
          <div className={styles.stack}>
            <CallToAction
              title="Start building today"
              body="A call-to-action block: title, body, link and disclaimer."
              link={{ href: '/pricing', label: 'See pricing' }}
              disclaimer="Credit applies to new accounts."
            />
            <CallToAction
              title="Light variant"
              body="Custom background and text colours."
              backgroundColor="#e7f0fc"
              textColor="#0b1b33"
              bodyColor="#33415c"
              link={{ href: '/community', label: 'Visit the community' }}
              linkVariant="primary"
              headingLevel={3}
            />
            <CallToAction
              title="Background image"
              body="With a larger image from lg up."
              backgroundImage={{ src: SAMPLE_IMAGE, largeSrc: SAMPLE_IMAGE }}
              disclaimer="Text stays on the darker left side of the image."
              headingLevel={3}
            />
          </div>
        </Block>

        <Block id="layout" title="Container and Grid">
          <div className={styles.demoFrame}>
            <Container className={styles.demoBox}>Container (1088px)</Container>
            <Container inner className={styles.demoBox}>
              Inner container (864px)
            </Container>
            <Container collapsePadding className={styles.demoBox}>
              Collapsed padding
            </Container>
          </div>
          <Grid spacing={8}>
            {Array.from({ length: 12 }, (_, index) => (
              <GridItem key={index} span={3} spanLg={1}>
                <div className={styles.gridCell}>{index + 1}</div>
              </GridItem>
            ))}
          </Grid>
        </Block>

        <Block id="logo" title="Logo">
          <div className={styles.row}>
            <Logo name={brand.name} color={brand.logo.color} />
            <Logo name={brand.name} size={48} color={brand.logo.color} />
            <Logo name={brand.name} showName={false} color={brand.logo.color} />
            <span className={styles.dark}>
              <Logo name={brand.name} tone="inverse" />
            </span>
          </div>
        </Block>

        <Block id="images" title="Image loading">
          <div className={styles.row}>
            <figure className={styles.figure}>
              <ContentImage src={SAMPLE_IMAGE} alt="Eager image" loading="eager" width={264} height={152} />
              <figcaption>eager</figcaption>
            </figure>
            <figure className={styles.figure}>
              <ContentImage src={SAMPLE_IMAGE} alt="Lazy image" width={264} height={152} />
              <figcaption>lazy (default)</figcaption>
            </figure>
          </div>
        </Block>

        <Block id="types" title="Content-type colours">
          <ul className={styles.typeList}>
            {COLOURED_CONTENT_TYPES.map((type) => (
              <li key={type}>
                <ContentTypeLabel type={type} />
              </li>
            ))}
          </ul>
        </Block>

        <Block id="social" title="Social links">
          <p>Bare, all 13 platforms:</p>
          <SocialLinks links={everyPlatform} label="Every platform, bare" />
          <p>Button design, the brand&apos;s accounts:</p>
          <SocialLinks links={socialLinks(brand.social)} design="button" label="Brand accounts" />
          <p>Share links (only platforms that support sharing):</p>
          <SocialLinks
            links={shareLinks({
              url: 'https://reef.example/design',
              title: 'Design system',
              via: brand.twitterVia,
            })}
            design="button"
            label="Share this page"
            action="Share on"
          />
        </Block>

        <Block id="slices" title="Marketing page slices">
          <p>
            The slices of static pages (<code>features/cms/slices</code>), one example of each; the video
            embed is left out here because it loads a third-party player.
          </p>
          <div className={styles.slices}>
            <SliceList slices={SAMPLE_SLICES} where="/design" />
          </div>
        </Block>
      </Container>
    </Section>
  );
}
