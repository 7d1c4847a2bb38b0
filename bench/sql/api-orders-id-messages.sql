-- not replayed: begin
-- not replayed: update "ad" set "status" = 'closed', "closed_at" = '2026-11-29T00:53:25.937Z', "updated_at" = '2026-11-29T00:53:25.939Z' where ("ad"."status" = 'published' and "ad"."bid_deadline" <= '2026-11-29T00:53:25.937Z') returning "id", "company_id", "title"
-- not replayed: commit
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
        '-infinity'::timestamptz)), (select "chat_read_state"."last_read_at" from "chat_read_state"
    where "chat_read_state"."order_id" = "purchase_order"."id"
      and "chat_read_state"."company_id" = case when "purchase_order"."buyer_company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3'
    then "purchase_order"."seller_company_id" else "purchase_order"."buyer_company_id" end) from "purchase_order" inner join "ad" on "ad"."id" = "purchase_order"."ad_id" inner join "company" "buyer_company" on "buyer_company"."id" = "purchase_order"."buyer_company_id" inner join "company" "seller_company" on "seller_company"."id" = "purchase_order"."seller_company_id" where ("purchase_order"."id" = 'd6b52066-b055-8333-a077-0b5438a8c7bb' and ("purchase_order"."buyer_company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3' or "purchase_order"."seller_company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3'));
select "chat_message"."id", "chat_message"."order_id", "chat_message"."sender_company_id", "chat_message"."sender_user_id", "chat_message"."body", "chat_message"."created_at", "user"."name", "company"."name", exists (select 1 from "chat_message_attachment"
        where "chat_message_attachment"."message_id" = "chat_message"."id") from "chat_message" inner join "company" on "company"."id" = "chat_message"."sender_company_id" left join "user" on "user"."id" = "chat_message"."sender_user_id" where "chat_message"."order_id" = 'd6b52066-b055-8333-a077-0b5438a8c7bb' order by "chat_message"."created_at" desc, "chat_message"."id" desc limit 31;
rollback;
