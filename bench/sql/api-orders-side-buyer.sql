begin transaction read only;
select "purchase_order"."id", "purchase_order"."order_no", "purchase_order"."ad_id", "purchase_order"."bid_id", "purchase_order"."buyer_company_id", "purchase_order"."seller_company_id", "purchase_order"."status", "purchase_order"."currency", "purchase_order"."total", "purchase_order"."vat_total", "purchase_order"."delivery_city", "purchase_order"."delivery_address", "purchase_order"."delivery_date", "purchase_order"."delivery_days", "purchase_order"."payment_terms", "purchase_order"."decline_reason", "purchase_order"."proposed_delivery_date", "purchase_order"."cancel_reason", "purchase_order"."tracking_info", "purchase_order"."created_by", "purchase_order"."created_at", "purchase_order"."updated_at", "ad"."title", "buyer_company"."id", "buyer_company"."name", "buyer_company"."city", "buyer_company"."logo_file_id", "buyer_company"."rating_avg", "buyer_company"."rating_count", (select json_build_array("summary_logo"."width", "summary_logo"."height", "summary_logo"."placeholder")
    from "file" as "summary_logo" where "summary_logo"."id" = "buyer_company"."logo_file_id"
      and "summary_logo"."width" is not null and "summary_logo"."height" is not null and "summary_logo"."placeholder" is not null), "seller_company"."id", "seller_company"."name", "seller_company"."city", "seller_company"."logo_file_id", "seller_company"."rating_avg", "seller_company"."rating_count", (select json_build_array("summary_logo"."width", "summary_logo"."height", "summary_logo"."placeholder")
    from "file" as "summary_logo" where "summary_logo"."id" = "seller_company"."logo_file_id"
      and "summary_logo"."width" is not null and "summary_logo"."height" is not null and "summary_logo"."placeholder" is not null), (select count(*) from "order_item" where "order_item"."order_id" = "purchase_order"."id"), (select count(*) from "chat_message"
    where "chat_message"."order_id" = "purchase_order"."id"
      and "chat_message"."sender_company_id" <> '01a224ac-c74f-7374-b21f-19870877a5a3'
      and "chat_message"."created_at" > coalesce(
        (select "chat_read_state"."last_read_at" from "chat_read_state"
          where "chat_read_state"."order_id" = "purchase_order"."id"
            and "chat_read_state"."company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3'),
        '-infinity'::timestamptz)) from "purchase_order" inner join "ad" on "ad"."id" = "purchase_order"."ad_id" inner join "company" "buyer_company" on "buyer_company"."id" = "purchase_order"."buyer_company_id" inner join "company" "seller_company" on "seller_company"."id" = "purchase_order"."seller_company_id" where "purchase_order"."buyer_company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3' order by "purchase_order"."created_at" desc, "purchase_order"."id" desc limit 20 offset 0;
select count(*) from "purchase_order" where "purchase_order"."buyer_company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3';
rollback;
