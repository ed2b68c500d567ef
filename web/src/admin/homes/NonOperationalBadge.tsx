export function NonOperationalBadge() {
  return (
    <span
      className="ml-2 inline-block rounded-full border border-line bg-sunken px-2 py-0.5 text-sm font-medium"
      title="Left out of operational lists and charts"
    >
      Non-operational
    </span>
  );
}
