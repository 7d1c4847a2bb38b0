begin transaction read only;
select "ad_id", "status", "valid_until" from "bid" where ("bid"."seller_company_id" = '01a224ac-c886-72b0-a8c4-5e6e42fa2ecf' and "bid"."ad_id" = any('{"01a224ac-cbd1-7047-a679-bcf52a2bc5e9"}'::text[]));
rollback;
