/**
 * Whether /chat/{orderId}/{companyId1}/{companyId2} names exactly the two companies of the order,
 * in either order (docs/architecture.md, “The domain in brief”): a link naming any other company is
 * not this chat.
 */
export function chatRouteNamesOrderCompanies(
  order: { buyerCompanyId: string; sellerCompanyId: string },
  companyId1: string,
  companyId2: string,
): boolean {
  return (
    (companyId1 === order.buyerCompanyId && companyId2 === order.sellerCompanyId) ||
    (companyId1 === order.sellerCompanyId && companyId2 === order.buyerCompanyId)
  );
}
