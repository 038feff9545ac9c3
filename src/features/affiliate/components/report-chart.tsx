import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffiliateReportDay } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { alignedZeroDomains } from '../model/chart-axes';

const HEIGHT = 260;
const MARGIN = { top: 16, right: 64, bottom: 36, left: 44 };

/** The width the chart has to draw in, followed as the window or the layout changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    // Without ResizeObserver (old browsers, jsdom) the chart keeps its first width.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Sign-ups (bars, left axis) and net revenue (line, right axis) over the period's days, both
 * axes' zeros on one baseline, drawn
 * with visx in the theme's colours (decision record 0018). It is a picture for the eye: the
 * table beside it gives screen readers the same figures.
 */
export function ReportChart({ series }: { series: readonly AffiliateReportDay[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const { ref, width } = useWidth();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({
    domain: series.map((day) => day.date),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const revenues = series.map((day) => Number(day.net_revenue));
  // Both zeros on one baseline: the bars rise from it and the line crosses it at zero.
  const axes = alignedZeroDomains(
    series.map((day) => day.sign_ups),
    revenues,
  );
  const signUps = scaleLinear({ domain: axes.left.domain, range: [innerHeight, 0] });
  const revenue = scaleLinear({ domain: axes.right.domain, range: [innerHeight, 0] });
  const baseline = signUps(0);
  // About seven dates fit along the bottom; the others are left out, not squeezed.
  const every = Math.max(1, Math.ceil(series.length / Math.max(1, Math.floor(innerWidth / 70))));
  const tickDates = series.filter((_, index) => index % every === 0).map((day) => day.date);
  const axisColour = theme.palette.text.secondary;
  const tickLabel = () => ({ fill: axisColour, fontSize: 11, fontFamily: 'inherit' });
  const bars = theme.palette.primary.main;
  const line = theme.palette.secondary.main;
  return (
    <Box>
      <Box ref={ref} aria-hidden sx={{ width: '100%', height: HEIGHT }}>
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="presentation">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {series.map((day) => {
                const top = signUps(day.sign_ups);
                return (
                  <Bar
                    key={day.date}
                    x={x(day.date) ?? 0}
                    y={top}
                    width={x.bandwidth()}
                    height={Math.max(0, baseline - top)}
                    fill={bars}
                    rx={2}
                  />
                );
              })}
              <LinePath
                data={[...series]}
                x={(day) => (x(day.date) ?? 0) + x.bandwidth() / 2}
                y={(day) => revenue(Number(day.net_revenue))}
                stroke={line}
                strokeWidth={2.5}
              />
              <Line
                from={{ x: 0, y: baseline }}
                to={{ x: innerWidth, y: baseline }}
                stroke={axisColour}
                strokeWidth={1}
              />
              <AxisLeft
                scale={signUps}
                tickValues={axes.left.ticks}
                tickFormat={(value) => String(value)}
                stroke={axisColour}
                tickStroke={axisColour}
                tickLabelProps={tickLabel}
              />
              <AxisRight
                left={innerWidth}
                scale={revenue}
                tickValues={axes.right.ticks}
                tickFormat={(value) =>
                  formatAmount(String(value), {
                    decimals: 0,
                    abbreviate: true,
                    locale: i18n.language,
                  })
                }
                stroke={axisColour}
                tickStroke={axisColour}
                tickLabelProps={tickLabel}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={tickDates}
                tickFormat={(date) => date.slice(5)}
                stroke={axisColour}
                tickStroke={axisColour}
                tickLabelProps={() => ({ ...tickLabel(), textAnchor: 'middle' })}
              />
            </Group>
          </svg>
        ) : null}
      </Box>
      <Stack direction="row" spacing={2} aria-hidden sx={{ justifyContent: 'center', mt: 1 }}>
        <Legend colour={bars} label={t('affiliate.dashboard.sign_ups')} shape="bar" />
        <Legend colour={line} label={t('affiliate.dashboard.net_revenue')} shape="line" />
      </Stack>
    </Box>
  );
}

function Legend({
  colour,
  label,
  shape,
}: {
  colour: string;
  label: string;
  shape: 'bar' | 'line';
}) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 16,
          height: shape === 'bar' ? 12 : 3,
          bgcolor: colour,
          borderRadius: 0.5,
        }}
      />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}
