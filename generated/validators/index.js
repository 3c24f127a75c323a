// generated from specs/schemas; do not edit
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
"use strict";
export const AccessLevel = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:AccessLevel","$comment":"generated from specs/schemas/common/AccessLevel.yaml; do not edit","title":"AccessLevel","description":"\"`Public` shared, `Private` tenant; `Private` is used for data integration.\"","type":"string","enum":["Public","Private"]};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:AccessLevel" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "Public") || (data === "Private"))){
validate20.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema31.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const BusinessIntegrationSettings = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:BusinessIntegrationSettings","$comment":"generated from specs/schemas/order/BusinessIntegrationSettings.yaml; do not edit","title":"BusinessIntegrationSettings","description":"Business integration settings, read form (`GET /api/v1/Integration/Settings`): the write fields plus \"tenantId, vendorCode, consumerIsConnected (bool) and consumerStatus (`Healthy` is the shown value)\". Fields described as optional are nullable here; the reference does not show how unset values are returned.","type":"object","x-not-shown":"how unset optional values are returned in the read form","properties":{"clientId":{"description":"Optional; \"service account id when a user account is used\".","type":["string","null"]},"orderReleased":{"description":"Optional; whether the OrderReleased message type is enabled.","type":["boolean","null"]},"consumerCode":{"description":"\"unique consumer code; the vendor tenant id is used\".","type":"string"},"consumerChannel":{"$ref":"#/$defs/ConsumerChannel"},"webhookUrl":{"description":"For the webhook channel.","type":["string","null"]},"rateLimit":{"description":"Optional; messages per interval.","type":["integer","null"]},"rateLimitInterval":{"description":"Optional; \"`Second`, `Minute`, `Hour`, `Day`\".","oneOf":[{"$ref":"#/$defs/RateLimitInterval"},{"type":"null"}]},"tenantId":{"description":"The vendor tenant.","type":"string"},"vendorCode":{"description":"The vendor code (an order's vendor code has the shape `<national number>|<country code>`).","type":"string"},"consumerIsConnected":{"type":"boolean"},"consumerStatus":{"description":"`Healthy` is the value shown here; the consumer statuses are `Healthy`, `Degraded`, `Unhealthy`.","$ref":"#/$defs/ConsumerStatus"}},"examples":[{"clientId":null,"orderReleased":true,"consumerCode":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","consumerChannel":"Webhook","webhookUrl":"https://hooks.acme.example.com/platform","rateLimit":100,"rateLimitInterval":"Minute","tenantId":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","vendorCode":"12345678|CZ","consumerIsConnected":true,"consumerStatus":"Healthy"}],"$defs":{"ConsumerChannel":{"title":"ConsumerChannel","description":"Delivery channel of a registered message consumer: `gRPC` or `Webhook` (spelled `gRPC` here, as documented; the consumer type spells it `Grpc`).","type":"string","enum":["gRPC","Webhook"]},"ConsumerStatus":{"title":"ConsumerStatus","description":"Consumer status: `Healthy`, `Degraded`, `Unhealthy`.","type":"string","enum":["Healthy","Degraded","Unhealthy"]},"RateLimitInterval":{"title":"RateLimitInterval","description":"\"Rate limit intervals are `Second`, `Minute`, `Hour`, `Day`.\" Consumer delivery rate is rateLimit messages per rateLimitInterval.","type":"string","enum":["Second","Minute","Hour","Day"]}}};
const schema33 = {"title":"ConsumerChannel","description":"Delivery channel of a registered message consumer: `gRPC` or `Webhook` (spelled `gRPC` here, as documented; the consumer type spells it `Grpc`).","type":"string","enum":["gRPC","Webhook"]};
const schema34 = {"title":"RateLimitInterval","description":"\"Rate limit intervals are `Second`, `Minute`, `Hour`, `Day`.\" Consumer delivery rate is rateLimit messages per rateLimitInterval.","type":"string","enum":["Second","Minute","Hour","Day"]};
const schema35 = {"title":"ConsumerStatus","description":"Consumer status: `Healthy`, `Degraded`, `Unhealthy`.","type":"string","enum":["Healthy","Degraded","Unhealthy"]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:BusinessIntegrationSettings" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.clientId !== undefined){
let data0 = data.clientId;
const _errs3 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate21.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: schema32.properties.clientId.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderReleased !== undefined){
let data1 = data.orderReleased;
const _errs5 = errors;
if((typeof data1 !== "boolean") && (data1 !== null)){
validate21.errors = [{instancePath:instancePath+"/orderReleased",schemaPath:"#/properties/orderReleased/type",keyword:"type",params:{type: schema32.properties.orderReleased.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerCode !== undefined){
const _errs7 = errors;
if(typeof data.consumerCode !== "string"){
validate21.errors = [{instancePath:instancePath+"/consumerCode",schemaPath:"#/properties/consumerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerChannel !== undefined){
let data3 = data.consumerChannel;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate21.errors = [{instancePath:instancePath+"/consumerChannel",schemaPath:"#/$defs/ConsumerChannel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "gRPC") || (data3 === "Webhook"))){
validate21.errors = [{instancePath:instancePath+"/consumerChannel",schemaPath:"#/$defs/ConsumerChannel/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.webhookUrl !== undefined){
let data4 = data.webhookUrl;
const _errs12 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate21.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: schema32.properties.webhookUrl.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rateLimit !== undefined){
let data5 = data.rateLimit;
const _errs14 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate21.errors = [{instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/type",keyword:"type",params:{type: schema32.properties.rateLimit.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rateLimitInterval !== undefined){
let data6 = data.rateLimitInterval;
const _errs16 = errors;
const _errs17 = errors;
let valid2 = false;
let passing0 = null;
const _errs18 = errors;
if(typeof data6 !== "string"){
const err0 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/$defs/RateLimitInterval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data6 === "Second") || (data6 === "Minute")) || (data6 === "Hour")) || (data6 === "Day"))){
const err1 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/$defs/RateLimitInterval/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs18 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs21 = errors;
if(data6 !== null){
const err2 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/properties/rateLimitInterval/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err3 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/properties/rateLimitInterval/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tenantId !== undefined){
const _errs23 = errors;
if(typeof data.tenantId !== "string"){
validate21.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"#/properties/tenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vendorCode !== undefined){
const _errs25 = errors;
if(typeof data.vendorCode !== "string"){
validate21.errors = [{instancePath:instancePath+"/vendorCode",schemaPath:"#/properties/vendorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerIsConnected !== undefined){
const _errs27 = errors;
if(typeof data.consumerIsConnected !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/consumerIsConnected",schemaPath:"#/properties/consumerIsConnected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerStatus !== undefined){
let data10 = data.consumerStatus;
const _errs29 = errors;
if(typeof data10 !== "string"){
validate21.errors = [{instancePath:instancePath+"/consumerStatus",schemaPath:"#/$defs/ConsumerStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data10 === "Healthy") || (data10 === "Degraded")) || (data10 === "Unhealthy"))){
validate21.errors = [{instancePath:instancePath+"/consumerStatus",schemaPath:"#/$defs/ConsumerStatus/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"clientId":true,"orderReleased":true,"consumerCode":true,"consumerChannel":true,"webhookUrl":true,"rateLimit":true,"rateLimitInterval":true,"tenantId":true,"vendorCode":true,"consumerIsConnected":true,"consumerStatus":true},"dynamicProps":false,"dynamicItems":false};

export const BusinessIntegrationSettingsUpdate = validate22;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:BusinessIntegrationSettingsUpdate","$comment":"generated from specs/schemas/order/BusinessIntegrationSettingsUpdate.yaml; do not edit","title":"BusinessIntegrationSettingsUpdate","description":"Business integration settings, write form (body of `PATCH /api/v1/Integration/Settings`): \"business integration settings; null means no change, an empty string clears\". Registers the message consumer of the vendor: \"Channel is `gRPC` or `Webhook`. The consumer is bound to the service account that registered it. Switching service account needs a new registration.\"","type":"object","properties":{"clientId":{"description":"Optional; \"service account id when a user account is used\".","type":["string","null"]},"orderReleased":{"description":"Optional; \"enable or disable the OrderReleased message type\".","type":["boolean","null"]},"consumerCode":{"description":"\"unique consumer code; the vendor tenant id is used\".","type":["string","null"]},"consumerChannel":{"description":"\"`gRPC` or `Webhook`\"; null means no change, an empty string clears.","oneOf":[{"$ref":"#/$defs/ConsumerChannel"},{"type":"string","const":""},{"type":"null"}]},"webhookUrl":{"description":"For the webhook channel.","type":["string","null"]},"rateLimit":{"description":"Optional; messages per interval.","type":["integer","null"]},"rateLimitInterval":{"description":"Optional; \"`Second`, `Minute`, `Hour`, `Day`\"; null means no change, an empty string clears.","oneOf":[{"$ref":"#/$defs/RateLimitInterval"},{"type":"string","const":""},{"type":"null"}]}},"examples":[{"orderReleased":true,"consumerCode":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","consumerChannel":"Webhook","webhookUrl":"https://hooks.acme.example.com/platform","rateLimit":100,"rateLimitInterval":"Minute"}],"$defs":{"ConsumerChannel":{"title":"ConsumerChannel","description":"Delivery channel of a registered message consumer: `gRPC` or `Webhook` (spelled `gRPC` here, as documented; the consumer type spells it `Grpc`).","type":"string","enum":["gRPC","Webhook"]},"RateLimitInterval":{"title":"RateLimitInterval","description":"\"Rate limit intervals are `Second`, `Minute`, `Hour`, `Day`.\" Consumer delivery rate is rateLimit messages per rateLimitInterval.","type":"string","enum":["Second","Minute","Hour","Day"]}}};
const schema37 = {"title":"ConsumerChannel","description":"Delivery channel of a registered message consumer: `gRPC` or `Webhook` (spelled `gRPC` here, as documented; the consumer type spells it `Grpc`).","type":"string","enum":["gRPC","Webhook"]};
const schema38 = {"title":"RateLimitInterval","description":"\"Rate limit intervals are `Second`, `Minute`, `Hour`, `Day`.\" Consumer delivery rate is rateLimit messages per rateLimitInterval.","type":"string","enum":["Second","Minute","Hour","Day"]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:BusinessIntegrationSettingsUpdate" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.clientId !== undefined){
let data0 = data.clientId;
const _errs2 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate22.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: schema36.properties.clientId.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderReleased !== undefined){
let data1 = data.orderReleased;
const _errs4 = errors;
if((typeof data1 !== "boolean") && (data1 !== null)){
validate22.errors = [{instancePath:instancePath+"/orderReleased",schemaPath:"#/properties/orderReleased/type",keyword:"type",params:{type: schema36.properties.orderReleased.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerCode !== undefined){
let data2 = data.consumerCode;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate22.errors = [{instancePath:instancePath+"/consumerCode",schemaPath:"#/properties/consumerCode/type",keyword:"type",params:{type: schema36.properties.consumerCode.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerChannel !== undefined){
let data3 = data.consumerChannel;
const _errs8 = errors;
const _errs9 = errors;
let valid1 = false;
let passing0 = null;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err0 = {instancePath:instancePath+"/consumerChannel",schemaPath:"#/$defs/ConsumerChannel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data3 === "gRPC") || (data3 === "Webhook"))){
const err1 = {instancePath:instancePath+"/consumerChannel",schemaPath:"#/$defs/ConsumerChannel/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs13 = errors;
if(typeof data3 !== "string"){
const err2 = {instancePath:instancePath+"/consumerChannel",schemaPath:"#/properties/consumerChannel/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("" !== data3){
const err3 = {instancePath:instancePath+"/consumerChannel",schemaPath:"#/properties/consumerChannel/oneOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs15 = errors;
if(data3 !== null){
const err4 = {instancePath:instancePath+"/consumerChannel",schemaPath:"#/properties/consumerChannel/oneOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
}
}
if(!valid1){
const err5 = {instancePath:instancePath+"/consumerChannel",schemaPath:"#/properties/consumerChannel/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.webhookUrl !== undefined){
let data4 = data.webhookUrl;
const _errs17 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate22.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: schema36.properties.webhookUrl.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rateLimit !== undefined){
let data5 = data.rateLimit;
const _errs19 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate22.errors = [{instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/type",keyword:"type",params:{type: schema36.properties.rateLimit.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rateLimitInterval !== undefined){
let data6 = data.rateLimitInterval;
const _errs21 = errors;
const _errs22 = errors;
let valid3 = false;
let passing1 = null;
const _errs23 = errors;
if(typeof data6 !== "string"){
const err6 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/$defs/RateLimitInterval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data6 === "Second") || (data6 === "Minute")) || (data6 === "Hour")) || (data6 === "Day"))){
const err7 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/$defs/RateLimitInterval/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs26 = errors;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/properties/rateLimitInterval/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("" !== data6){
const err9 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/properties/rateLimitInterval/oneOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs26 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
const _errs28 = errors;
if(data6 !== null){
const err10 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/properties/rateLimitInterval/oneOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs28 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid3 = true;
passing1 = 2;
}
}
}
if(!valid3){
const err11 = {instancePath:instancePath+"/rateLimitInterval",schemaPath:"#/properties/rateLimitInterval/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"clientId":true,"orderReleased":true,"consumerCode":true,"consumerChannel":true,"webhookUrl":true,"rateLimit":true,"rateLimitInterval":true},"dynamicProps":false,"dynamicItems":false};

export const ConnectorAgentRegistration = validate23;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:ConnectorAgentRegistration","$comment":"generated from specs/schemas/connector/ConnectorAgentRegistration.yaml; do not edit","title":"ConnectorAgentRegistration","description":"Body of `POST /api/v1/Agents`: \"`connectorId` (uuid, mandatory), `integrationTokenClientId` (optional; generated when absent), `name` (mandatory; the unique agentCode is generated), `enabled` (bool)\". \"An agent belongs to one connector and a tenant may have several agents. Connector and agent must be released and enabled to be ready. A registered agent has dataAgentId and dataSourceId assigned.\"","type":"object","required":["connectorId","name"],"properties":{"connectorId":{"description":"Mandatory; the connector the agent belongs to.","type":"string","format":"uuid"},"integrationTokenClientId":{"description":"Optional; generated when absent.","type":"string"},"name":{"description":"Mandatory; the unique agentCode is generated.","type":"string"},"enabled":{"type":"boolean"}},"examples":[{"connectorId":"7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b","name":"Warehouse Brno","enabled":true}]};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:ConnectorAgentRegistration" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.connectorId === undefined) && (missing0 = "connectorId")) || ((data.name === undefined) && (missing0 = "name"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.connectorId !== undefined){
let data0 = data.connectorId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate23.errors = [{instancePath:instancePath+"/connectorId",schemaPath:"#/properties/connectorId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/connectorId",schemaPath:"#/properties/connectorId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.integrationTokenClientId !== undefined){
const _errs4 = errors;
if(typeof data.integrationTokenClientId !== "string"){
validate23.errors = [{instancePath:instancePath+"/integrationTokenClientId",schemaPath:"#/properties/integrationTokenClientId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
const _errs8 = errors;
if(typeof data.enabled !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"connectorId":true,"integrationTokenClientId":true,"name":true,"enabled":true},"dynamicProps":false,"dynamicItems":false};

export const ConnectorRegistration = validate24;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:ConnectorRegistration","$comment":"generated from specs/schemas/connector/ConnectorRegistration.yaml; do not edit","title":"ConnectorRegistration","description":"Body of `POST /api/v1/Connectors`: \"`providerId` (uuid, mandatory), `enabled` (bool)\". \"A connector has one registration per tenant.\" \"Connector and agent must be released and enabled to be ready.\"","type":"object","required":["providerId"],"properties":{"providerId":{"description":"Mandatory; the integration provider the connector belongs to.","type":"string","format":"uuid"},"enabled":{"type":"boolean"}},"examples":[{"providerId":"2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9","enabled":true}]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:ConnectorRegistration" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.providerId === undefined) && (missing0 = "providerId")){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.providerId !== undefined){
let data0 = data.providerId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate24.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
const _errs4 = errors;
if(typeof data.enabled !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"providerId":true,"enabled":true},"dynamicProps":false,"dynamicItems":false};

export const ConsumerChannel = validate25;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:ConsumerChannel","$comment":"generated from specs/schemas/common/ConsumerChannel.yaml; do not edit","title":"ConsumerChannel","description":"Delivery channel of a registered message consumer: `gRPC` or `Webhook` (spelled `gRPC` here, as documented; the consumer type spells it `Grpc`).","type":"string","enum":["gRPC","Webhook"]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:ConsumerChannel" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "gRPC") || (data === "Webhook"))){
validate25.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const ConsumerStatus = validate26;
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:ConsumerStatus","$comment":"generated from specs/schemas/common/ConsumerStatus.yaml; do not edit","title":"ConsumerStatus","description":"Consumer status: `Healthy`, `Degraded`, `Unhealthy`.","type":"string","enum":["Healthy","Degraded","Unhealthy"]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:ConsumerStatus" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "Healthy") || (data === "Degraded")) || (data === "Unhealthy"))){
validate26.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema42.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const CopyFileRequest = validate27;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:CopyFileRequest","$comment":"generated from specs/schemas/files/CopyFileRequest.yaml; do not edit","title":"CopyFileRequest","description":"Body of `POST /api/v1/Files/{id}/Copy`: \"`targetAccess` (mandatory), `sharingType` (mandatory), `folderId` (mandatory), `name` (the original when absent), `appendExtension`, `overwrite`, `hiddenForPath`\". \"Copy is used instead of download and upload when republishing consumed files.\"","type":"object","required":["targetAccess","sharingType","folderId"],"properties":{"targetAccess":{"description":"Mandatory; the access level of the clone (the query `accessLevel` is that of the original). The reference lists no values for it; the access levels are `Public` and `Private`.","$ref":"#/$defs/AccessLevel"},"sharingType":{"$ref":"#/$defs/SharingType"},"folderId":{"type":"string","format":"uuid"},"name":{"description":"The original name when absent.","type":"string"},"appendExtension":{"type":"boolean"},"overwrite":{"type":"boolean"},"hiddenForPath":{"description":"true means not reachable by path.","type":"boolean"}},"x-not-shown":"the values of targetAccess (taken to be the access levels)","examples":[{"targetAccess":"Private","sharingType":"Restricted","folderId":"1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5","name":"2026-11-copy","appendExtension":true,"overwrite":false,"hiddenForPath":false}],"$defs":{"AccessLevel":{"title":"AccessLevel","description":"\"`Public` shared, `Private` tenant; `Private` is used for data integration.\"","type":"string","enum":["Public","Private"]},"SharingType":{"title":"SharingType","description":"Sharing type of a file: \"`Restricted` means authenticated access (used for data integration)\". `Restricted` is the only value the reference shows, so the type stays an open string.","type":"string","examples":["Restricted"],"x-not-shown":"sharingType values other than Restricted"}}};
const schema44 = {"title":"AccessLevel","description":"\"`Public` shared, `Private` tenant; `Private` is used for data integration.\"","type":"string","enum":["Public","Private"]};
const schema45 = {"title":"SharingType","description":"Sharing type of a file: \"`Restricted` means authenticated access (used for data integration)\". `Restricted` is the only value the reference shows, so the type stays an open string.","type":"string","examples":["Restricted"],"x-not-shown":"sharingType values other than Restricted"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:CopyFileRequest" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.targetAccess === undefined) && (missing0 = "targetAccess")) || ((data.sharingType === undefined) && (missing0 = "sharingType"))) || ((data.folderId === undefined) && (missing0 = "folderId"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.targetAccess !== undefined){
let data0 = data.targetAccess;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate27.errors = [{instancePath:instancePath+"/targetAccess",schemaPath:"#/$defs/AccessLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "Public") || (data0 === "Private"))){
validate27.errors = [{instancePath:instancePath+"/targetAccess",schemaPath:"#/$defs/AccessLevel/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sharingType !== undefined){
const _errs6 = errors;
if(typeof data.sharingType !== "string"){
validate27.errors = [{instancePath:instancePath+"/sharingType",schemaPath:"#/$defs/SharingType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.folderId !== undefined){
let data2 = data.folderId;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate27.errors = [{instancePath:instancePath+"/folderId",schemaPath:"#/properties/folderId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/folderId",schemaPath:"#/properties/folderId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs12 = errors;
if(typeof data.name !== "string"){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appendExtension !== undefined){
const _errs14 = errors;
if(typeof data.appendExtension !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/appendExtension",schemaPath:"#/properties/appendExtension/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.overwrite !== undefined){
const _errs16 = errors;
if(typeof data.overwrite !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/overwrite",schemaPath:"#/properties/overwrite/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hiddenForPath !== undefined){
const _errs18 = errors;
if(typeof data.hiddenForPath !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/hiddenForPath",schemaPath:"#/properties/hiddenForPath/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"targetAccess":true,"sharingType":true,"folderId":true,"name":true,"appendExtension":true,"overwrite":true,"hiddenForPath":true},"dynamicProps":false,"dynamicItems":false};

export const CreateFileRequest = validate28;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:CreateFileRequest","$comment":"generated from specs/schemas/files/CreateFileRequest.yaml; do not edit","title":"CreateFileRequest","description":"Body of `POST /api/v1/Files/{uploadId}`, which creates the file record of an upload: \"`sharingType` (mandatory), `folderId` (mandatory uuid), `name` (with or without extension; the uploaded name when absent), `appendExtension` (bool), `overwrite` (bool), `hiddenForPath` (bool)\".","type":"object","required":["sharingType","folderId"],"properties":{"sharingType":{"$ref":"#/$defs/SharingType"},"folderId":{"type":"string","format":"uuid"},"name":{"description":"With or without extension; the uploaded name when absent.","type":"string"},"appendExtension":{"type":"boolean"},"overwrite":{"type":"boolean"},"hiddenForPath":{"description":"true means not reachable by path.","type":"boolean"}},"examples":[{"sharingType":"Restricted","folderId":"1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5","name":"2026-11","appendExtension":true,"overwrite":false,"hiddenForPath":false}],"$defs":{"SharingType":{"title":"SharingType","description":"Sharing type of a file: \"`Restricted` means authenticated access (used for data integration)\". `Restricted` is the only value the reference shows, so the type stays an open string.","type":"string","examples":["Restricted"],"x-not-shown":"sharingType values other than Restricted"}}};
const schema47 = {"title":"SharingType","description":"Sharing type of a file: \"`Restricted` means authenticated access (used for data integration)\". `Restricted` is the only value the reference shows, so the type stays an open string.","type":"string","examples":["Restricted"],"x-not-shown":"sharingType values other than Restricted"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:CreateFileRequest" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.sharingType === undefined) && (missing0 = "sharingType")) || ((data.folderId === undefined) && (missing0 = "folderId"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sharingType !== undefined){
const _errs2 = errors;
if(typeof data.sharingType !== "string"){
validate28.errors = [{instancePath:instancePath+"/sharingType",schemaPath:"#/$defs/SharingType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.folderId !== undefined){
let data1 = data.folderId;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate28.errors = [{instancePath:instancePath+"/folderId",schemaPath:"#/properties/folderId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/folderId",schemaPath:"#/properties/folderId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs8 = errors;
if(typeof data.name !== "string"){
validate28.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appendExtension !== undefined){
const _errs10 = errors;
if(typeof data.appendExtension !== "boolean"){
validate28.errors = [{instancePath:instancePath+"/appendExtension",schemaPath:"#/properties/appendExtension/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.overwrite !== undefined){
const _errs12 = errors;
if(typeof data.overwrite !== "boolean"){
validate28.errors = [{instancePath:instancePath+"/overwrite",schemaPath:"#/properties/overwrite/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hiddenForPath !== undefined){
const _errs14 = errors;
if(typeof data.hiddenForPath !== "boolean"){
validate28.errors = [{instancePath:instancePath+"/hiddenForPath",schemaPath:"#/properties/hiddenForPath/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"sharingType":true,"folderId":true,"name":true,"appendExtension":true,"overwrite":true,"hiddenForPath":true},"dynamicProps":false,"dynamicItems":false};

export const DataRecordCreatedEvent = validate29;
const schema48 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DataRecordCreatedEvent","$comment":"generated from specs/schemas/events/DataRecordCreatedEvent.yaml; do not edit","title":"DataRecordCreatedEvent","description":"Payload of `PLATFORM.DataService.RecordCreated` (contract type `DataRecordCreatedEvent`): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\", the shape of DataRecordEvent.","allOf":[{"$ref":"#/$defs/DataRecordEvent"}],"required":["dataModelId","dataRecordId","dataSourceId","operationId"],"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}],"$defs":{"DataRecordEvent":{"title":"DataRecordEvent","description":"The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\". Each event has its own titled schema made of this one.","type":"object","required":["dataModelId","dataRecordId","dataSourceId","operationId"],"properties":{"dataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"dataRecordId":{"description":"The record (`Id.RecordId` of the data record).","type":"string","format":"uuid"},"dataSourceId":{"description":"The data source.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation (see the operating log).","type":"string","format":"uuid"}},"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}]}}};
const schema49 = {"title":"DataRecordEvent","description":"The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\". Each event has its own titled schema made of this one.","type":"object","required":["dataModelId","dataRecordId","dataSourceId","operationId"],"properties":{"dataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"dataRecordId":{"description":"The record (`Id.RecordId` of the data record).","type":"string","format":"uuid"},"dataSourceId":{"description":"The data source.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation (see the operating log).","type":"string","format":"uuid"}},"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DataRecordCreatedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.dataModelId === undefined) && (missing0 = "dataModelId")) || ((data.dataRecordId === undefined) && (missing0 = "dataRecordId"))) || ((data.dataSourceId === undefined) && (missing0 = "dataSourceId"))) || ((data.operationId === undefined) && (missing0 = "operationId"))){
validate29.errors = [{instancePath,schemaPath:"#/$defs/DataRecordEvent/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.dataModelId !== undefined){
let data0 = data.dataModelId;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate29.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/$defs/DataRecordEvent/properties/dataModelId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/$defs/DataRecordEvent/properties/dataModelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.dataRecordId !== undefined){
let data1 = data.dataRecordId;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate29.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/$defs/DataRecordEvent/properties/dataRecordId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/$defs/DataRecordEvent/properties/dataRecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.dataSourceId !== undefined){
let data2 = data.dataSourceId;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate29.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/$defs/DataRecordEvent/properties/dataSourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/$defs/DataRecordEvent/properties/dataSourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.operationId !== undefined){
let data3 = data.operationId;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate29.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/$defs/DataRecordEvent/properties/operationId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/$defs/DataRecordEvent/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/$defs/DataRecordEvent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((((data.dataModelId === undefined) && (missing1 = "dataModelId")) || ((data.dataRecordId === undefined) && (missing1 = "dataRecordId"))) || ((data.dataSourceId === undefined) && (missing1 = "dataSourceId"))) || ((data.operationId === undefined) && (missing1 = "operationId"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"dataModelId":true,"dataRecordId":true,"dataSourceId":true,"operationId":true},"dynamicProps":false,"dynamicItems":false};

export const DataRecordDeletedEvent = validate30;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DataRecordDeletedEvent","$comment":"generated from specs/schemas/events/DataRecordDeletedEvent.yaml; do not edit","title":"DataRecordDeletedEvent","description":"Payload of `PLATFORM.DataService.RecordDeleted` (contract type `DataRecordDeletedEvent`): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\", the shape of DataRecordEvent. \"RecordDeleted is the event after which a consumer may read deleted records with includeDeleted to synchronize keys.\"","allOf":[{"$ref":"#/$defs/DataRecordEvent"}],"required":["dataModelId","dataRecordId","dataSourceId","operationId"],"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}],"$defs":{"DataRecordEvent":{"title":"DataRecordEvent","description":"The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\". Each event has its own titled schema made of this one.","type":"object","required":["dataModelId","dataRecordId","dataSourceId","operationId"],"properties":{"dataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"dataRecordId":{"description":"The record (`Id.RecordId` of the data record).","type":"string","format":"uuid"},"dataSourceId":{"description":"The data source.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation (see the operating log).","type":"string","format":"uuid"}},"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}]}}};
const schema51 = {"title":"DataRecordEvent","description":"The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\". Each event has its own titled schema made of this one.","type":"object","required":["dataModelId","dataRecordId","dataSourceId","operationId"],"properties":{"dataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"dataRecordId":{"description":"The record (`Id.RecordId` of the data record).","type":"string","format":"uuid"},"dataSourceId":{"description":"The data source.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation (see the operating log).","type":"string","format":"uuid"}},"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DataRecordDeletedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.dataModelId === undefined) && (missing0 = "dataModelId")) || ((data.dataRecordId === undefined) && (missing0 = "dataRecordId"))) || ((data.dataSourceId === undefined) && (missing0 = "dataSourceId"))) || ((data.operationId === undefined) && (missing0 = "operationId"))){
validate30.errors = [{instancePath,schemaPath:"#/$defs/DataRecordEvent/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.dataModelId !== undefined){
let data0 = data.dataModelId;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate30.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/$defs/DataRecordEvent/properties/dataModelId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/$defs/DataRecordEvent/properties/dataModelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.dataRecordId !== undefined){
let data1 = data.dataRecordId;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate30.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/$defs/DataRecordEvent/properties/dataRecordId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/$defs/DataRecordEvent/properties/dataRecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.dataSourceId !== undefined){
let data2 = data.dataSourceId;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate30.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/$defs/DataRecordEvent/properties/dataSourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/$defs/DataRecordEvent/properties/dataSourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.operationId !== undefined){
let data3 = data.operationId;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate30.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/$defs/DataRecordEvent/properties/operationId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/$defs/DataRecordEvent/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/$defs/DataRecordEvent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((((data.dataModelId === undefined) && (missing1 = "dataModelId")) || ((data.dataRecordId === undefined) && (missing1 = "dataRecordId"))) || ((data.dataSourceId === undefined) && (missing1 = "dataSourceId"))) || ((data.operationId === undefined) && (missing1 = "operationId"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"dataModelId":true,"dataRecordId":true,"dataSourceId":true,"operationId":true},"dynamicProps":false,"dynamicItems":false};

export const DataRecordEvent = validate31;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DataRecordEvent","$comment":"generated from specs/schemas/events/DataRecordEvent.yaml; do not edit","title":"DataRecordEvent","description":"The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\". Each event has its own titled schema made of this one.","type":"object","required":["dataModelId","dataRecordId","dataSourceId","operationId"],"properties":{"dataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"dataRecordId":{"description":"The record (`Id.RecordId` of the data record).","type":"string","format":"uuid"},"dataSourceId":{"description":"The data source.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation (see the operating log).","type":"string","format":"uuid"}},"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DataRecordEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.dataModelId === undefined) && (missing0 = "dataModelId")) || ((data.dataRecordId === undefined) && (missing0 = "dataRecordId"))) || ((data.dataSourceId === undefined) && (missing0 = "dataSourceId"))) || ((data.operationId === undefined) && (missing0 = "operationId"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.dataModelId !== undefined){
let data0 = data.dataModelId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate31.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/properties/dataModelId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/properties/dataModelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dataRecordId !== undefined){
let data1 = data.dataRecordId;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate31.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/properties/dataRecordId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/properties/dataRecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dataSourceId !== undefined){
let data2 = data.dataSourceId;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate31.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/properties/dataSourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/properties/dataSourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operationId !== undefined){
let data3 = data.operationId;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate31.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"dataModelId":true,"dataRecordId":true,"dataSourceId":true,"operationId":true},"dynamicProps":false,"dynamicItems":false};

export const DataRecordEventHeaders = validate32;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DataRecordEventHeaders","$comment":"generated from specs/schemas/events/DataRecordEventHeaders.yaml; do not edit","title":"DataRecordEventHeaders","description":"Message headers \"X-DataSourceId, X-DataModelId, X-Tenant-Id\" of RecordCreated, RecordUpdated and RecordDeleted.","type":"object","required":["X-DataSourceId","X-DataModelId","X-Tenant-Id"],"additionalProperties":true,"properties":{"X-DataSourceId":{"description":"The data source of the record.","type":"string","format":"uuid"},"X-DataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"X-Tenant-Id":{"description":"Tenant context of the message, set by the publishing service.","type":"string"}},"examples":[{"X-DataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","X-DataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","X-Tenant-Id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DataRecordEventHeaders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data["X-DataSourceId"] === undefined) && (missing0 = "X-DataSourceId")) || ((data["X-DataModelId"] === undefined) && (missing0 = "X-DataModelId"))) || ((data["X-Tenant-Id"] === undefined) && (missing0 = "X-Tenant-Id"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data["X-DataSourceId"] !== undefined){
let data0 = data["X-DataSourceId"];
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate32.errors = [{instancePath:instancePath+"/X-DataSourceId",schemaPath:"#/properties/X-DataSourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/X-DataSourceId",schemaPath:"#/properties/X-DataSourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-DataModelId"] !== undefined){
let data1 = data["X-DataModelId"];
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate32.errors = [{instancePath:instancePath+"/X-DataModelId",schemaPath:"#/properties/X-DataModelId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/X-DataModelId",schemaPath:"#/properties/X-DataModelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-Tenant-Id"] !== undefined){
const _errs7 = errors;
if(typeof data["X-Tenant-Id"] !== "string"){
validate32.errors = [{instancePath:instancePath+"/X-Tenant-Id",schemaPath:"#/properties/X-Tenant-Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const DataRecordUpdatedEvent = validate33;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DataRecordUpdatedEvent","$comment":"generated from specs/schemas/events/DataRecordUpdatedEvent.yaml; do not edit","title":"DataRecordUpdatedEvent","description":"Payload of `PLATFORM.DataService.RecordUpdated` (contract type `DataRecordUpdatedEvent`): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\", the shape of DataRecordEvent.","allOf":[{"$ref":"#/$defs/DataRecordEvent"}],"required":["dataModelId","dataRecordId","dataSourceId","operationId"],"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}],"$defs":{"DataRecordEvent":{"title":"DataRecordEvent","description":"The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\". Each event has its own titled schema made of this one.","type":"object","required":["dataModelId","dataRecordId","dataSourceId","operationId"],"properties":{"dataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"dataRecordId":{"description":"The record (`Id.RecordId` of the data record).","type":"string","format":"uuid"},"dataSourceId":{"description":"The data source.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation (see the operating log).","type":"string","format":"uuid"}},"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}]}}};
const schema55 = {"title":"DataRecordEvent","description":"The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): \"dataModelId, dataRecordId, dataSourceId, operationId (uuid each)\". Each event has its own titled schema made of this one.","type":"object","required":["dataModelId","dataRecordId","dataSourceId","operationId"],"properties":{"dataModelId":{"description":"The data model of the record.","type":"string","format":"uuid"},"dataRecordId":{"description":"The record (`Id.RecordId` of the data record).","type":"string","format":"uuid"},"dataSourceId":{"description":"The data source.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation (see the operating log).","type":"string","format":"uuid"}},"examples":[{"dataModelId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","dataRecordId":"1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809","dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"}]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DataRecordUpdatedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.dataModelId === undefined) && (missing0 = "dataModelId")) || ((data.dataRecordId === undefined) && (missing0 = "dataRecordId"))) || ((data.dataSourceId === undefined) && (missing0 = "dataSourceId"))) || ((data.operationId === undefined) && (missing0 = "operationId"))){
validate33.errors = [{instancePath,schemaPath:"#/$defs/DataRecordEvent/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.dataModelId !== undefined){
let data0 = data.dataModelId;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate33.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/$defs/DataRecordEvent/properties/dataModelId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/dataModelId",schemaPath:"#/$defs/DataRecordEvent/properties/dataModelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.dataRecordId !== undefined){
let data1 = data.dataRecordId;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate33.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/$defs/DataRecordEvent/properties/dataRecordId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/dataRecordId",schemaPath:"#/$defs/DataRecordEvent/properties/dataRecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.dataSourceId !== undefined){
let data2 = data.dataSourceId;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate33.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/$defs/DataRecordEvent/properties/dataSourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/$defs/DataRecordEvent/properties/dataSourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.operationId !== undefined){
let data3 = data.operationId;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate33.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/$defs/DataRecordEvent/properties/operationId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/$defs/DataRecordEvent/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/$defs/DataRecordEvent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((((data.dataModelId === undefined) && (missing1 = "dataModelId")) || ((data.dataRecordId === undefined) && (missing1 = "dataRecordId"))) || ((data.dataSourceId === undefined) && (missing1 = "dataSourceId"))) || ((data.operationId === undefined) && (missing1 = "operationId"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"dataModelId":true,"dataRecordId":true,"dataSourceId":true,"operationId":true},"dynamicProps":false,"dynamicItems":false};

export const DataSourceEventHeaders = validate34;
const schema56 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DataSourceEventHeaders","$comment":"generated from specs/schemas/events/DataSourceEventHeaders.yaml; do not edit","title":"DataSourceEventHeaders","description":"Message headers \"X-DataSourceId, X-Tenant-Id\" of RefreshSourceStatus, RefreshSourceConfig, IntegrationProfileChangeStarted and IntegrationProfileChangeCompleted.","type":"object","required":["X-DataSourceId","X-Tenant-Id"],"additionalProperties":true,"properties":{"X-DataSourceId":{"description":"The data source the message is for.","type":"string","format":"uuid"},"X-Tenant-Id":{"description":"Tenant context of the message, set by the publishing service.","type":"string"}},"examples":[{"X-DataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","X-Tenant-Id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DataSourceEventHeaders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data["X-DataSourceId"] === undefined) && (missing0 = "X-DataSourceId")) || ((data["X-Tenant-Id"] === undefined) && (missing0 = "X-Tenant-Id"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data["X-DataSourceId"] !== undefined){
let data0 = data["X-DataSourceId"];
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate34.errors = [{instancePath:instancePath+"/X-DataSourceId",schemaPath:"#/properties/X-DataSourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/X-DataSourceId",schemaPath:"#/properties/X-DataSourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-Tenant-Id"] !== undefined){
const _errs5 = errors;
if(typeof data["X-Tenant-Id"] !== "string"){
validate34.errors = [{instancePath:instancePath+"/X-Tenant-Id",schemaPath:"#/properties/X-Tenant-Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const DiscoveryDocument = validate35;
const schema57 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DiscoveryDocument","$comment":"generated from specs/schemas/identity/DiscoveryDocument.yaml; do not edit","title":"DiscoveryDocument","description":"OpenID Connect discovery document: \"discovery document with issuer, token_endpoint, scopes_supported, grant_types_supported (contains `client_credentials`)\". \"The token endpoint address is read from the discovery document.\"","type":"object","required":["issuer","token_endpoint","scopes_supported","grant_types_supported"],"additionalProperties":true,"x-not-shown":"members of the discovery document beyond issuer, token_endpoint, scopes_supported and grant_types_supported","properties":{"issuer":{"type":"string","format":"uri"},"token_endpoint":{"description":"Address of the token endpoint (`POST /connect/token`).","type":"string","format":"uri"},"scopes_supported":{"description":"\"Scopes listed in discovery include `openid` and `apiim`; the other supported scopes are not shown.\"","type":"array","items":{"type":"string"},"x-not-shown":"supported scopes other than openid and apiim"},"grant_types_supported":{"description":"Contains `client_credentials`, the grant service accounts use.","type":"array","items":{"type":"string"},"contains":{"const":"client_credentials"}}},"examples":[{"issuer":"https://idp.example.com","token_endpoint":"https://idp.example.com/connect/token","scopes_supported":["openid","apiim"],"grant_types_supported":["client_credentials"]}]};
const formats46 = require("ajv-formats/dist/formats").fullFormats.uri;

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DiscoveryDocument" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.issuer === undefined) && (missing0 = "issuer")) || ((data.token_endpoint === undefined) && (missing0 = "token_endpoint"))) || ((data.scopes_supported === undefined) && (missing0 = "scopes_supported"))) || ((data.grant_types_supported === undefined) && (missing0 = "grant_types_supported"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.issuer !== undefined){
let data0 = data.issuer;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats46(data0))){
validate35.errors = [{instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token_endpoint !== undefined){
let data1 = data.token_endpoint;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats46(data1))){
validate35.errors = [{instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scopes_supported !== undefined){
let data2 = data.scopes_supported;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data2[i0] !== "string"){
validate35.errors = [{instancePath:instancePath+"/scopes_supported/" + i0,schemaPath:"#/properties/scopes_supported/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/scopes_supported",schemaPath:"#/properties/scopes_supported/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.grant_types_supported !== undefined){
let data4 = data.grant_types_supported;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(typeof data4[i1] !== "string"){
validate35.errors = [{instancePath:instancePath+"/grant_types_supported/" + i1,schemaPath:"#/properties/grant_types_supported/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
if(!valid2){
break;
}
}
if(valid2){
const _errs17 = errors;
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
const _errs18 = errors;
if("client_credentials" !== data4[i2]){
const err0 = {instancePath:instancePath+"/grant_types_supported/" + i2,schemaPath:"#/properties/grant_types_supported/contains/const",keyword:"const",params:{allowedValue: "client_credentials"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid3 = _errs18 === errors;
if(valid3){
break;
}
}
if(!valid3){
validate35.errors = [{instancePath:instancePath+"/grant_types_supported",schemaPath:"#/properties/grant_types_supported/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"}];
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/grant_types_supported",schemaPath:"#/properties/grant_types_supported/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const EnqueueDataStatusChanged = validate36;
const schema58 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:EnqueueDataStatusChanged","$comment":"generated from specs/schemas/events/EnqueueDataStatusChanged.yaml; do not edit","title":"EnqueueDataStatusChanged","description":"Payload of `PLATFORM.DataService.EnqueueDataStatusChanged` (event class `PLATFORM.DataService.Edge.Contracts.Events.EnqueueDataStatusChanged`): \"dataSourceId, queueItemId, operationId, status (enum EdgeEnqueueDataStatus, the queue item states)\". \"A status change is announced by the event EnqueueDataStatusChanged when the consumer flag enqueueDataStatus is on.\" \"Contract type, exchange, queue and headers of EnqueueDataStatusChanged: not shown.\"","type":"object","required":["dataSourceId","queueItemId","operationId","status"],"properties":{"dataSourceId":{"description":"The publisher's data source.","type":"string","format":"uuid"},"queueItemId":{"description":"The input queue item.","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation.","type":"string","format":"uuid"},"status":{"$ref":"#/$defs/QueueItemStatus"}},"examples":[{"dataSourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","queueItemId":"2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908","status":"Success"}],"$defs":{"QueueItemStatus":{"title":"QueueItemStatus","description":"Input queue item status (EdgeEnqueueDataStatus): `Started` just started (initial); `Pending` waiting for additional data during enqueuing; `Completed` enqueuing finished, ready to process; `Canceled` canceled by user or system to avoid unrecoverable failure (terminal); `Running` data being processed; `Success` processing succeeded and data updated (terminal); `Failed` processing failed and no data changed (terminal). \"Appending records is accepted only while the item is `Pending`.\" \"Transitions: not shown.\"","type":"string","enum":["Started","Pending","Completed","Canceled","Running","Success","Failed"],"x-not-shown":"transitions between queue item states","x-terminal-states":["Canceled","Success","Failed"]}}};
const schema59 = {"title":"QueueItemStatus","description":"Input queue item status (EdgeEnqueueDataStatus): `Started` just started (initial); `Pending` waiting for additional data during enqueuing; `Completed` enqueuing finished, ready to process; `Canceled` canceled by user or system to avoid unrecoverable failure (terminal); `Running` data being processed; `Success` processing succeeded and data updated (terminal); `Failed` processing failed and no data changed (terminal). \"Appending records is accepted only while the item is `Pending`.\" \"Transitions: not shown.\"","type":"string","enum":["Started","Pending","Completed","Canceled","Running","Success","Failed"],"x-not-shown":"transitions between queue item states","x-terminal-states":["Canceled","Success","Failed"]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:EnqueueDataStatusChanged" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.dataSourceId === undefined) && (missing0 = "dataSourceId")) || ((data.queueItemId === undefined) && (missing0 = "queueItemId"))) || ((data.operationId === undefined) && (missing0 = "operationId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.dataSourceId !== undefined){
let data0 = data.dataSourceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate36.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/properties/dataSourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/dataSourceId",schemaPath:"#/properties/dataSourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queueItemId !== undefined){
let data1 = data.queueItemId;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate36.errors = [{instancePath:instancePath+"/queueItemId",schemaPath:"#/properties/queueItemId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/queueItemId",schemaPath:"#/properties/queueItemId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operationId !== undefined){
let data2 = data.operationId;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate36.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate36.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/QueueItemStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data3 === "Started") || (data3 === "Pending")) || (data3 === "Completed")) || (data3 === "Canceled")) || (data3 === "Running")) || (data3 === "Success")) || (data3 === "Failed"))){
validate36.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/QueueItemStatus/enum",keyword:"enum",params:{allowedValues: schema59.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"dataSourceId":true,"queueItemId":true,"operationId":true,"status":true},"dynamicProps":false,"dynamicItems":false};

export const EnqueueDataStatusChangedHeaders = validate37;
const schema60 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:EnqueueDataStatusChangedHeaders","$comment":"generated from specs/schemas/events/EnqueueDataStatusChangedHeaders.yaml; do not edit","title":"EnqueueDataStatusChangedHeaders","description":"Message headers of EnqueueDataStatusChanged. \"Contract type, exchange, queue and headers of EnqueueDataStatusChanged: not shown\", so any headers are accepted.","type":"object","additionalProperties":true,"x-not-shown":"the headers of EnqueueDataStatusChanged","examples":[{}]};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:EnqueueDataStatusChangedHeaders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const FileContent = validate38;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:FileContent","$comment":"generated from specs/schemas/files/FileContent.yaml; do not edit","title":"FileContent","description":"The content of a file, answered as bytes with the headers content-disposition, content-length, content-type, etag and last-modified.","type":"string","contentMediaType":"application/octet-stream"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:FileContent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const FileFolder = validate39;
const schema62 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:FileFolder","$comment":"generated from specs/schemas/files/FileFolder.yaml; do not edit","title":"FileFolder","description":"`folder` of a file: \"id, name, fullName\". \"file folder resources have no shape here\" beyond this object; \"The paths of the folder search and folder creation endpoints: not shown.\"","type":"object","additionalProperties":true,"properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"fullName":{"type":"string"}},"examples":[{"id":"1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5","name":"invoices","fullName":"acme/erp-sync/12345678|CZ/invoices"}]};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:FileFolder" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate39.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate39.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fullName !== undefined){
const _errs7 = errors;
if(typeof data.fullName !== "string"){
validate39.errors = [{instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const FileInfo = validate40;
const schema63 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:FileInfo","$comment":"generated from specs/schemas/files/FileInfo.yaml; do not edit","title":"FileInfo","description":"File info, answered by the info, create and copy calls of the file content service. The file content service \"stores the content of files referenced by FileReference values of published data\".","type":"object","required":["id"],"properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"extension":{"type":"string"},"fullName":{"type":"string"},"metadata":{"$ref":"#/$defs/FileMetadata"},"sharingType":{"$ref":"#/$defs/SharingType"},"folderId":{"type":"string","format":"uuid"},"folder":{"$ref":"#/$defs/FileFolder"},"hiddenForPath":{"description":"true means not reachable by path.","type":"boolean"}},"examples":[{"id":"6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180","name":"2026-11","extension":".pdf","fullName":"acme/erp-sync/12345678|CZ/invoices/2026-11.pdf","metadata":{"mimeType":"application/pdf","length":48213,"hashCode":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"},"sharingType":"Restricted","folderId":"1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5","folder":{"id":"1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5","name":"invoices","fullName":"acme/erp-sync/12345678|CZ/invoices"},"hiddenForPath":false}],"$defs":{"FileFolder":{"title":"FileFolder","description":"`folder` of a file: \"id, name, fullName\". \"file folder resources have no shape here\" beyond this object; \"The paths of the folder search and folder creation endpoints: not shown.\"","type":"object","additionalProperties":true,"properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"fullName":{"type":"string"}},"examples":[{"id":"1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5","name":"invoices","fullName":"acme/erp-sync/12345678|CZ/invoices"}]},"FileMetadata":{"title":"FileMetadata","description":"`metadata` of a file: \"mimeType, length (bytes), hashCode\".","type":"object","additionalProperties":true,"x-not-shown":"the algorithm and encoding of hashCode","properties":{"mimeType":{"type":"string"},"length":{"description":"Length in bytes.","type":"integer","format":"int64","minimum":0},"hashCode":{"type":"string"}},"examples":[{"mimeType":"application/pdf","length":48213,"hashCode":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}]},"SharingType":{"title":"SharingType","description":"Sharing type of a file: \"`Restricted` means authenticated access (used for data integration)\". `Restricted` is the only value the reference shows, so the type stays an open string.","type":"string","examples":["Restricted"],"x-not-shown":"sharingType values other than Restricted"}}};
const schema64 = {"title":"FileMetadata","description":"`metadata` of a file: \"mimeType, length (bytes), hashCode\".","type":"object","additionalProperties":true,"x-not-shown":"the algorithm and encoding of hashCode","properties":{"mimeType":{"type":"string"},"length":{"description":"Length in bytes.","type":"integer","format":"int64","minimum":0},"hashCode":{"type":"string"}},"examples":[{"mimeType":"application/pdf","length":48213,"hashCode":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}]};
const schema65 = {"title":"SharingType","description":"Sharing type of a file: \"`Restricted` means authenticated access (used for data integration)\". `Restricted` is the only value the reference shows, so the type stays an open string.","type":"string","examples":["Restricted"],"x-not-shown":"sharingType values other than Restricted"};
const schema66 = {"title":"FileFolder","description":"`folder` of a file: \"id, name, fullName\". \"file folder resources have no shape here\" beyond this object; \"The paths of the folder search and folder creation endpoints: not shown.\"","type":"object","additionalProperties":true,"properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"fullName":{"type":"string"}},"examples":[{"id":"1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5","name":"invoices","fullName":"acme/erp-sync/12345678|CZ/invoices"}]};
const formats60 = require("ajv-formats/dist/formats").fullFormats.int64;

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:FileInfo" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate40.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate40.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extension !== undefined){
const _errs6 = errors;
if(typeof data.extension !== "string"){
validate40.errors = [{instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fullName !== undefined){
const _errs8 = errors;
if(typeof data.fullName !== "string"){
validate40.errors = [{instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data4 = data.metadata;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.mimeType !== undefined){
const _errs15 = errors;
if(typeof data4.mimeType !== "string"){
validate40.errors = [{instancePath:instancePath+"/metadata/mimeType",schemaPath:"#/$defs/FileMetadata/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.length !== undefined){
let data6 = data4.length;
const _errs17 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate40.errors = [{instancePath:instancePath+"/metadata/length",schemaPath:"#/$defs/FileMetadata/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
validate40.errors = [{instancePath:instancePath+"/metadata/length",schemaPath:"#/$defs/FileMetadata/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats60.validate(data6))){
validate40.errors = [{instancePath:instancePath+"/metadata/length",schemaPath:"#/$defs/FileMetadata/properties/length/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.hashCode !== undefined){
const _errs19 = errors;
if(typeof data4.hashCode !== "string"){
validate40.errors = [{instancePath:instancePath+"/metadata/hashCode",schemaPath:"#/$defs/FileMetadata/properties/hashCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/$defs/FileMetadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sharingType !== undefined){
const _errs21 = errors;
if(typeof data.sharingType !== "string"){
validate40.errors = [{instancePath:instancePath+"/sharingType",schemaPath:"#/$defs/SharingType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.folderId !== undefined){
let data9 = data.folderId;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate40.errors = [{instancePath:instancePath+"/folderId",schemaPath:"#/properties/folderId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/folderId",schemaPath:"#/properties/folderId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.folder !== undefined){
let data10 = data.folder;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id !== undefined){
let data11 = data10.id;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate40.errors = [{instancePath:instancePath+"/folder/id",schemaPath:"#/$defs/FileFolder/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate40.errors = [{instancePath:instancePath+"/folder/id",schemaPath:"#/$defs/FileFolder/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.name !== undefined){
const _errs33 = errors;
if(typeof data10.name !== "string"){
validate40.errors = [{instancePath:instancePath+"/folder/name",schemaPath:"#/$defs/FileFolder/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.fullName !== undefined){
const _errs35 = errors;
if(typeof data10.fullName !== "string"){
validate40.errors = [{instancePath:instancePath+"/folder/fullName",schemaPath:"#/$defs/FileFolder/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/folder",schemaPath:"#/$defs/FileFolder/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hiddenForPath !== undefined){
const _errs37 = errors;
if(typeof data.hiddenForPath !== "boolean"){
validate40.errors = [{instancePath:instancePath+"/hiddenForPath",schemaPath:"#/properties/hiddenForPath/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"id":true,"name":true,"extension":true,"fullName":true,"metadata":true,"sharingType":true,"folderId":true,"folder":true,"hiddenForPath":true},"dynamicProps":false,"dynamicItems":false};

export const FileMetadata = validate41;
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:FileMetadata","$comment":"generated from specs/schemas/files/FileMetadata.yaml; do not edit","title":"FileMetadata","description":"`metadata` of a file: \"mimeType, length (bytes), hashCode\".","type":"object","additionalProperties":true,"x-not-shown":"the algorithm and encoding of hashCode","properties":{"mimeType":{"type":"string"},"length":{"description":"Length in bytes.","type":"integer","format":"int64","minimum":0},"hashCode":{"type":"string"}},"examples":[{"mimeType":"application/pdf","length":48213,"hashCode":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:FileMetadata" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mimeType !== undefined){
const _errs4 = errors;
if(typeof data.mimeType !== "string"){
validate41.errors = [{instancePath:instancePath+"/mimeType",schemaPath:"#/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.length !== undefined){
let data1 = data.length;
const _errs6 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate41.errors = [{instancePath:instancePath+"/length",schemaPath:"#/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate41.errors = [{instancePath:instancePath+"/length",schemaPath:"#/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats60.validate(data1))){
validate41.errors = [{instancePath:instancePath+"/length",schemaPath:"#/properties/length/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hashCode !== undefined){
const _errs8 = errors;
if(typeof data.hashCode !== "string"){
validate41.errors = [{instancePath:instancePath+"/hashCode",schemaPath:"#/properties/hashCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const FileUploadRequest = validate42;
const schema68 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:FileUploadRequest","$comment":"generated from specs/schemas/files/FileUploadRequest.yaml; do not edit","title":"FileUploadRequest","description":"Multipart body of `POST /api/v1/FileUpload` (`multipart/form-data`): \"part `file` with filename and content type\".","type":"object","required":["file"],"properties":{"file":{"description":"The file content; the part carries a filename and a content type.","type":"string","contentMediaType":"application/octet-stream"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:FileUploadRequest" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.file === undefined) && (missing0 = "file")){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.file !== undefined){
if(typeof data.file !== "string"){
validate42.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"file":true},"dynamicProps":false,"dynamicItems":false};

export const IntegrationDataChanged = validate43;
const schema69 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:IntegrationDataChanged","$comment":"generated from specs/schemas/events/IntegrationDataChanged.yaml; do not edit","title":"IntegrationDataChanged","description":"Payload of `PLATFORM.DataService.IntegrationDataChanged` (contract type `IntegrationDataChanged`): \"sourceId, resultId (the publisher's queue item id), operationId, profileId (one description names it mapId), featureId, scenarioId\". The consumer reads the processed result with `GET /api/v2/QueryingData/GetData/{resultId}` or `ProcessedDataResults/{resultId}`.","type":"object","required":["sourceId","resultId","operationId","profileId","featureId","scenarioId"],"x-not-shown":"the types of the fields (identifiers, taken to be uuids as elsewhere in the reference)","properties":{"sourceId":{"description":"The data source.","type":"string","format":"uuid"},"resultId":{"description":"The publisher's queue item id (the processed data result).","type":"string","format":"uuid"},"operationId":{"description":"The virtual operation.","type":"string","format":"uuid"},"profileId":{"description":"The integration profile; \"one description names it mapId\".","type":"string","format":"uuid"},"featureId":{"description":"The feature of the integration profile.","type":"string","format":"uuid"},"scenarioId":{"description":"The scenario of the integration profile.","type":"string","format":"uuid"}},"examples":[{"sourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","resultId":"2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a","operationId":"7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908","profileId":"3e4f5061-7283-494a-b5c6-d7e8f9012a3b","featureId":"4f506172-8394-4a5b-86d7-e8f9012a3b4c","scenarioId":"50617283-94a5-4b6c-97e8-f9012a3b4c5d"}]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:IntegrationDataChanged" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.resultId === undefined) && (missing0 = "resultId"))) || ((data.operationId === undefined) && (missing0 = "operationId"))) || ((data.profileId === undefined) && (missing0 = "profileId"))) || ((data.featureId === undefined) && (missing0 = "featureId"))) || ((data.scenarioId === undefined) && (missing0 = "scenarioId"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate43.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resultId !== undefined){
let data1 = data.resultId;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate43.errors = [{instancePath:instancePath+"/resultId",schemaPath:"#/properties/resultId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/resultId",schemaPath:"#/properties/resultId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operationId !== undefined){
let data2 = data.operationId;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate43.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.profileId !== undefined){
let data3 = data.profileId;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate43.errors = [{instancePath:instancePath+"/profileId",schemaPath:"#/properties/profileId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/profileId",schemaPath:"#/properties/profileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featureId !== undefined){
let data4 = data.featureId;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate43.errors = [{instancePath:instancePath+"/featureId",schemaPath:"#/properties/featureId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/featureId",schemaPath:"#/properties/featureId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scenarioId !== undefined){
let data5 = data.scenarioId;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
validate43.errors = [{instancePath:instancePath+"/scenarioId",schemaPath:"#/properties/scenarioId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/scenarioId",schemaPath:"#/properties/scenarioId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"sourceId":true,"resultId":true,"operationId":true,"profileId":true,"featureId":true,"scenarioId":true},"dynamicProps":false,"dynamicItems":false};

export const IntegrationDataChangedHeaders = validate44;
const schema70 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:IntegrationDataChangedHeaders","$comment":"generated from specs/schemas/events/IntegrationDataChangedHeaders.yaml; do not edit","title":"IntegrationDataChangedHeaders","description":"Message headers \"X-SourceId, X-FeatureId, X-ScenarioId, X-Tenant-Id\" of IntegrationDataChanged.","type":"object","required":["X-SourceId","X-FeatureId","X-ScenarioId","X-Tenant-Id"],"additionalProperties":true,"properties":{"X-SourceId":{"description":"The data source.","type":"string","format":"uuid"},"X-FeatureId":{"description":"The feature of the integration profile.","type":"string","format":"uuid"},"X-ScenarioId":{"description":"The scenario of the integration profile.","type":"string","format":"uuid"},"X-Tenant-Id":{"description":"Tenant context of the message, set by the publishing service.","type":"string"}},"examples":[{"X-SourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","X-FeatureId":"4f506172-8394-4a5b-86d7-e8f9012a3b4c","X-ScenarioId":"50617283-94a5-4b6c-97e8-f9012a3b4c5d","X-Tenant-Id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:IntegrationDataChangedHeaders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data["X-SourceId"] === undefined) && (missing0 = "X-SourceId")) || ((data["X-FeatureId"] === undefined) && (missing0 = "X-FeatureId"))) || ((data["X-ScenarioId"] === undefined) && (missing0 = "X-ScenarioId"))) || ((data["X-Tenant-Id"] === undefined) && (missing0 = "X-Tenant-Id"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data["X-SourceId"] !== undefined){
let data0 = data["X-SourceId"];
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate44.errors = [{instancePath:instancePath+"/X-SourceId",schemaPath:"#/properties/X-SourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/X-SourceId",schemaPath:"#/properties/X-SourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-FeatureId"] !== undefined){
let data1 = data["X-FeatureId"];
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate44.errors = [{instancePath:instancePath+"/X-FeatureId",schemaPath:"#/properties/X-FeatureId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/X-FeatureId",schemaPath:"#/properties/X-FeatureId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-ScenarioId"] !== undefined){
let data2 = data["X-ScenarioId"];
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate44.errors = [{instancePath:instancePath+"/X-ScenarioId",schemaPath:"#/properties/X-ScenarioId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/X-ScenarioId",schemaPath:"#/properties/X-ScenarioId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-Tenant-Id"] !== undefined){
const _errs9 = errors;
if(typeof data["X-Tenant-Id"] !== "string"){
validate44.errors = [{instancePath:instancePath+"/X-Tenant-Id",schemaPath:"#/properties/X-Tenant-Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const IntegrationProfileChangeCompleted = validate45;
const schema71 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:IntegrationProfileChangeCompleted","$comment":"generated from specs/schemas/events/IntegrationProfileChangeCompleted.yaml; do not edit","title":"IntegrationProfileChangeCompleted","description":"Payload of `PLATFORM.DataService.IntegrationProfileChangeCompleted` (contract type `IntegrationProfileChangeCompleted`): \"sourceId, requestId, requestStatus (`Success`, `Failed`, `Canceled`), currentProfileId, wasSuccess (bool)\". It follows IntegrationProfileChangeStarted; \"The two are paired even on failure and are sent only to affected data sources.\" \"After Completed it checks requestStatus or wasSuccess. It reconfigures on success and continues without reconfiguration otherwise.\"","type":"object","required":["sourceId","requestId","requestStatus","currentProfileId","wasSuccess"],"properties":{"sourceId":{"description":"The affected data source.","type":"string","format":"uuid"},"requestId":{"description":"The integration request of the paired IntegrationProfileChangeStarted. Its type is not shown.","type":"string","x-not-shown":"the type of requestId"},"requestStatus":{"$ref":"#/$defs/RequestStatus"},"currentProfileId":{"description":"The current integration profile after the change.","type":"string","format":"uuid"},"wasSuccess":{"description":"Whether the profile change succeeded.","type":"boolean"}},"examples":[{"sourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","requestId":"6172839a-4b5c-4d6e-8f70-8192a3b4c5d6","requestStatus":"Success","currentProfileId":"728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7","wasSuccess":true}],"$defs":{"RequestStatus":{"title":"RequestStatus","description":"\"Integration request final status: `Success`, `Failed`, `Canceled`. Transitions of the integration request: not shown.\"","type":"string","enum":["Success","Failed","Canceled"],"x-not-shown":"transitions of the integration request"}}};
const schema72 = {"title":"RequestStatus","description":"\"Integration request final status: `Success`, `Failed`, `Canceled`. Transitions of the integration request: not shown.\"","type":"string","enum":["Success","Failed","Canceled"],"x-not-shown":"transitions of the integration request"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:IntegrationProfileChangeCompleted" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.requestId === undefined) && (missing0 = "requestId"))) || ((data.requestStatus === undefined) && (missing0 = "requestStatus"))) || ((data.currentProfileId === undefined) && (missing0 = "currentProfileId"))) || ((data.wasSuccess === undefined) && (missing0 = "wasSuccess"))){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate45.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestId !== undefined){
const _errs4 = errors;
if(typeof data.requestId !== "string"){
validate45.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestStatus !== undefined){
let data2 = data.requestStatus;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate45.errors = [{instancePath:instancePath+"/requestStatus",schemaPath:"#/$defs/RequestStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "Success") || (data2 === "Failed")) || (data2 === "Canceled"))){
validate45.errors = [{instancePath:instancePath+"/requestStatus",schemaPath:"#/$defs/RequestStatus/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentProfileId !== undefined){
let data3 = data.currentProfileId;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate45.errors = [{instancePath:instancePath+"/currentProfileId",schemaPath:"#/properties/currentProfileId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate45.errors = [{instancePath:instancePath+"/currentProfileId",schemaPath:"#/properties/currentProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wasSuccess !== undefined){
const _errs13 = errors;
if(typeof data.wasSuccess !== "boolean"){
validate45.errors = [{instancePath:instancePath+"/wasSuccess",schemaPath:"#/properties/wasSuccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"sourceId":true,"requestId":true,"requestStatus":true,"currentProfileId":true,"wasSuccess":true},"dynamicProps":false,"dynamicItems":false};

export const IntegrationProfileChangeStarted = validate46;
const schema73 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:IntegrationProfileChangeStarted","$comment":"generated from specs/schemas/events/IntegrationProfileChangeStarted.yaml; do not edit","title":"IntegrationProfileChangeStarted","description":"Payload of `PLATFORM.DataService.IntegrationProfileChangeStarted` (contract type `IntegrationProfileChangeStarted`): \"sourceId, requestId, currentProfileId, targetProfileId\". \"Profile change flow: IntegrationProfileChangeStarted is followed by IntegrationProfileChangeCompleted. The two are paired even on failure and are sent only to affected data sources. After Started the source pauses publish/consume as soon as possible.\"","type":"object","required":["sourceId","requestId","currentProfileId","targetProfileId"],"properties":{"sourceId":{"description":"The affected data source.","type":"string","format":"uuid"},"requestId":{"description":"The integration request that changes the profile (\"An integration request asks to change the profile\"). Its type is not shown.","type":"string","x-not-shown":"the type of requestId"},"currentProfileId":{"description":"The current integration profile.","type":"string","format":"uuid"},"targetProfileId":{"description":"The integration profile the request changes to.","type":"string","format":"uuid"}},"examples":[{"sourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","requestId":"6172839a-4b5c-4d6e-8f70-8192a3b4c5d6","currentProfileId":"3e4f5061-7283-494a-b5c6-d7e8f9012a3b","targetProfileId":"728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7"}]};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:IntegrationProfileChangeStarted" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.requestId === undefined) && (missing0 = "requestId"))) || ((data.currentProfileId === undefined) && (missing0 = "currentProfileId"))) || ((data.targetProfileId === undefined) && (missing0 = "targetProfileId"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate46.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestId !== undefined){
const _errs4 = errors;
if(typeof data.requestId !== "string"){
validate46.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentProfileId !== undefined){
let data2 = data.currentProfileId;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate46.errors = [{instancePath:instancePath+"/currentProfileId",schemaPath:"#/properties/currentProfileId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/currentProfileId",schemaPath:"#/properties/currentProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.targetProfileId !== undefined){
let data3 = data.targetProfileId;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
validate46.errors = [{instancePath:instancePath+"/targetProfileId",schemaPath:"#/properties/targetProfileId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/targetProfileId",schemaPath:"#/properties/targetProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"sourceId":true,"requestId":true,"currentProfileId":true,"targetProfileId":true},"dynamicProps":false,"dynamicItems":false};

export const JsonWebKey = validate47;
const schema74 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:JsonWebKey","$comment":"generated from specs/schemas/identity/JsonWebKey.yaml; do not edit","title":"JsonWebKey","description":"One public signing key (RFC 7517). Consumers select the key by `kid`.","type":"object","required":["kty"],"additionalProperties":true,"properties":{"kty":{"description":"Key type; `RSA` for RS256 keys.","type":"string"},"kid":{"description":"Key id, matched against the `kid` header of a JWT.","type":"string"},"use":{"type":"string"},"alg":{"type":"string"},"n":{"description":"RSA modulus (base64url).","type":"string"},"e":{"description":"RSA public exponent (base64url).","type":"string"}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:JsonWebKey" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kty === undefined) && (missing0 = "kty")){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.kty !== undefined){
const _errs3 = errors;
if(typeof data.kty !== "string"){
validate47.errors = [{instancePath:instancePath+"/kty",schemaPath:"#/properties/kty/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kid !== undefined){
const _errs5 = errors;
if(typeof data.kid !== "string"){
validate47.errors = [{instancePath:instancePath+"/kid",schemaPath:"#/properties/kid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.use !== undefined){
const _errs7 = errors;
if(typeof data.use !== "string"){
validate47.errors = [{instancePath:instancePath+"/use",schemaPath:"#/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alg !== undefined){
const _errs9 = errors;
if(typeof data.alg !== "string"){
validate47.errors = [{instancePath:instancePath+"/alg",schemaPath:"#/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.n !== undefined){
const _errs11 = errors;
if(typeof data.n !== "string"){
validate47.errors = [{instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.e !== undefined){
const _errs13 = errors;
if(typeof data.e !== "string"){
validate47.errors = [{instancePath:instancePath+"/e",schemaPath:"#/properties/e/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const JsonWebKeySet = validate48;
const schema75 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:JsonWebKeySet","$comment":"generated from specs/schemas/identity/JsonWebKeySet.yaml; do not edit","title":"JsonWebKeySet","description":"\"public signing keys\" of the identity provider. Webhook JWTs are \"signed with RS256. The consumer verifies it against the public keys of the identity provider published at the jwks address. Keys may rotate, so it selects by key id and does not embed a key.\" The reference shows no key document; the members below are those of a JWK Set (RFC 7517).","type":"object","required":["keys"],"additionalProperties":true,"x-not-shown":"the JWKS document itself; its shape follows RFC 7517","properties":{"keys":{"type":"array","items":{"$ref":"#/$defs/JsonWebKey"}}},"examples":[{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"2f6c1b0e8a","n":"0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw","e":"AQAB"}]}],"$defs":{"JsonWebKey":{"title":"JsonWebKey","description":"One public signing key (RFC 7517). Consumers select the key by `kid`.","type":"object","required":["kty"],"additionalProperties":true,"properties":{"kty":{"description":"Key type; `RSA` for RS256 keys.","type":"string"},"kid":{"description":"Key id, matched against the `kid` header of a JWT.","type":"string"},"use":{"type":"string"},"alg":{"type":"string"},"n":{"description":"RSA modulus (base64url).","type":"string"},"e":{"description":"RSA public exponent (base64url).","type":"string"}}}}};
const schema76 = {"title":"JsonWebKey","description":"One public signing key (RFC 7517). Consumers select the key by `kid`.","type":"object","required":["kty"],"additionalProperties":true,"properties":{"kty":{"description":"Key type; `RSA` for RS256 keys.","type":"string"},"kid":{"description":"Key id, matched against the `kid` header of a JWT.","type":"string"},"use":{"type":"string"},"alg":{"type":"string"},"n":{"description":"RSA modulus (base64url).","type":"string"},"e":{"description":"RSA public exponent (base64url).","type":"string"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:JsonWebKeySet" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.keys === undefined) && (missing0 = "keys")){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.keys !== undefined){
let data0 = data.keys;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.kty === undefined) && (missing1 = "kty")){
validate48.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"#/$defs/JsonWebKey/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.kty !== undefined){
const _errs10 = errors;
if(typeof data1.kty !== "string"){
validate48.errors = [{instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"#/$defs/JsonWebKey/properties/kty/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.kid !== undefined){
const _errs12 = errors;
if(typeof data1.kid !== "string"){
validate48.errors = [{instancePath:instancePath+"/keys/" + i0+"/kid",schemaPath:"#/$defs/JsonWebKey/properties/kid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.use !== undefined){
const _errs14 = errors;
if(typeof data1.use !== "string"){
validate48.errors = [{instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"#/$defs/JsonWebKey/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.alg !== undefined){
const _errs16 = errors;
if(typeof data1.alg !== "string"){
validate48.errors = [{instancePath:instancePath+"/keys/" + i0+"/alg",schemaPath:"#/$defs/JsonWebKey/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.n !== undefined){
const _errs18 = errors;
if(typeof data1.n !== "string"){
validate48.errors = [{instancePath:instancePath+"/keys/" + i0+"/n",schemaPath:"#/$defs/JsonWebKey/properties/n/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.e !== undefined){
const _errs20 = errors;
if(typeof data1.e !== "string"){
validate48.errors = [{instancePath:instancePath+"/keys/" + i0+"/e",schemaPath:"#/$defs/JsonWebKey/properties/e/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"#/$defs/JsonWebKey/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const KeyValuePair = validate49;
const schema77 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:KeyValuePair","$comment":"generated from specs/schemas/common/KeyValuePair.yaml; do not edit","title":"KeyValuePair","description":"One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` (\"array of {key, value}\"), so any JSON value is accepted.","type":"object","required":["key"],"properties":{"key":{"type":"string"},"value":{"description":"Any JSON value; its type depends on the key."}},"x-not-shown":"the type of `value`","examples":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:KeyValuePair" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.key === undefined) && (missing0 = "key")){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.key !== undefined){
if(typeof data.key !== "string"){
validate49.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"key":true,"value":true},"dynamicProps":false,"dynamicItems":false};

export const Order = validate50;
const schema78 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:Order","$comment":"generated from specs/schemas/order/Order.yaml; do not edit","title":"Order","description":"An order (read, `GET /api/v1/Order/{id}`). \"Other order fields: not shown.\" \"Order fields beyond those above: not shown.\" \"The order model follows general principles for keeping compatibility. The content of those principles: not shown.\"","type":"object","additionalProperties":true,"x-not-shown":"other order fields (order fields beyond those above); the content of the order model's compatibility principles","required":["id"],"properties":{"id":{"type":"string","format":"uuid"},"orderNumber":{"type":"string"},"licenceId":{"type":"string","format":"uuid"},"licenceCode":{"type":"string"},"vendor":{"$ref":"#/$defs/OrderVendor"},"currentStatusInfo":{"$ref":"#/$defs/OrderStatusInfo"}},"examples":[{"id":"5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a","orderNumber":"ORD-2026-004711","licenceId":"8c2d4e6f-1a3b-4c5d-9e7f-2b4d6f8a0c1e","licenceCode":"LIC-ERP-SYNC-0042","vendor":{"code":"12345678|CZ"},"currentStatusInfo":{"systemStatus":"Validation","modifiedOn":"2026-11-03T09:15:00Z","modifiedBy":"acme.erp-sync","customProperties":[]}}],"$defs":{"KeyValuePair":{"title":"KeyValuePair","description":"One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` (\"array of {key, value}\"), so any JSON value is accepted.","type":"object","required":["key"],"properties":{"key":{"type":"string"},"value":{"description":"Any JSON value; its type depends on the key."}},"x-not-shown":"the type of `value`","examples":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]},"OrderStatusInfo":{"title":"OrderStatusInfo","description":"`currentStatusInfo` of an order: \"`systemStatus`, `modifiedOn` (date-time), `modifiedBy`, `customProperties` (array of {key, value})\". \"When the current state does not allow the requested systemStatus, the call is refused with 412 (see Errors). The client reads currentStatusInfo and follows the flow.\"","type":"object","additionalProperties":true,"x-not-shown":"how the initial state \"(none)\" appears in currentStatusInfo, and the type of modifiedBy","properties":{"systemStatus":{"description":"The current system status. In the initial state \"(none)\" (\"the order was released\") there is no system status yet; the reference does not show how that state is written, so null is accepted.","oneOf":[{"$ref":"#/$defs/OrderSystemStatus"},{"type":"null"}]},"modifiedOn":{"type":"string","format":"date-time"},"modifiedBy":{"description":"Who made the last status change; its type and content are not shown.","type":"string"},"customProperties":{"description":"Custom properties of the order status; key `ApplicationUrl` \"carries the customer-specific application address\".","type":"array","items":{"$ref":"#/$defs/KeyValuePair"}}},"examples":[{"systemStatus":"Validation","modifiedOn":"2026-11-03T09:15:00Z","modifiedBy":"acme.erp-sync","customProperties":[]}]},"OrderSystemStatus":{"title":"OrderSystemStatus","description":"The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): \"`Validation`, `Confirmed`, `Done`, `Fail`\". `Validation`: \"the order was received and negotiation with the customer has started\"; `Confirmed`: \"evaluation succeeded and deployment has started\"; `Done`: \"deployment succeeded, the application is ready (terminal)\"; `Fail`: \"evaluation ended because negotiation with the customer failed (terminal)\". The initial state \"(none)\" (\"the order was released; initial state\") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.","type":"string","enum":["Validation","Confirmed","Done","Fail"],"x-terminal-states":["Done","Fail"]},"OrderVendor":{"title":"OrderVendor","description":"The `vendor` of an order. Only `vendor.code` is documented (\"vendor code, shape `<national number>|<country code>`\").","type":"object","additionalProperties":true,"x-not-shown":"members of vendor other than code","properties":{"code":{"$ref":"#/$defs/VendorCode"}},"examples":[{"code":"12345678|CZ"}]},"VendorCode":{"title":"VendorCode","description":"Vendor code of an order's vendor: \"vendor code, shape `<national number>|<country code>`\" (the shape of an organization code).","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]}}};
const schema79 = {"title":"OrderVendor","description":"The `vendor` of an order. Only `vendor.code` is documented (\"vendor code, shape `<national number>|<country code>`\").","type":"object","additionalProperties":true,"x-not-shown":"members of vendor other than code","properties":{"code":{"$ref":"#/$defs/VendorCode"}},"examples":[{"code":"12345678|CZ"}]};
const schema80 = {"title":"VendorCode","description":"Vendor code of an order's vendor: \"vendor code, shape `<national number>|<country code>`\" (the shape of an organization code).","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};
const pattern4 = new RegExp("^[^|]+\\|[^|]+$", "u");

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code !== undefined){
let data0 = data.code;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
validate51.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/VendorCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/VendorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema81 = {"title":"OrderStatusInfo","description":"`currentStatusInfo` of an order: \"`systemStatus`, `modifiedOn` (date-time), `modifiedBy`, `customProperties` (array of {key, value})\". \"When the current state does not allow the requested systemStatus, the call is refused with 412 (see Errors). The client reads currentStatusInfo and follows the flow.\"","type":"object","additionalProperties":true,"x-not-shown":"how the initial state \"(none)\" appears in currentStatusInfo, and the type of modifiedBy","properties":{"systemStatus":{"description":"The current system status. In the initial state \"(none)\" (\"the order was released\") there is no system status yet; the reference does not show how that state is written, so null is accepted.","oneOf":[{"$ref":"#/$defs/OrderSystemStatus"},{"type":"null"}]},"modifiedOn":{"type":"string","format":"date-time"},"modifiedBy":{"description":"Who made the last status change; its type and content are not shown.","type":"string"},"customProperties":{"description":"Custom properties of the order status; key `ApplicationUrl` \"carries the customer-specific application address\".","type":"array","items":{"$ref":"#/$defs/KeyValuePair"}}},"examples":[{"systemStatus":"Validation","modifiedOn":"2026-11-03T09:15:00Z","modifiedBy":"acme.erp-sync","customProperties":[]}]};
const schema82 = {"title":"OrderSystemStatus","description":"The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): \"`Validation`, `Confirmed`, `Done`, `Fail`\". `Validation`: \"the order was received and negotiation with the customer has started\"; `Confirmed`: \"evaluation succeeded and deployment has started\"; `Done`: \"deployment succeeded, the application is ready (terminal)\"; `Fail`: \"evaluation ended because negotiation with the customer failed (terminal)\". The initial state \"(none)\" (\"the order was released; initial state\") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.","type":"string","enum":["Validation","Confirmed","Done","Fail"],"x-terminal-states":["Done","Fail"]};
const schema83 = {"title":"KeyValuePair","description":"One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` (\"array of {key, value}\"), so any JSON value is accepted.","type":"object","required":["key"],"properties":{"key":{"type":"string"},"value":{"description":"Any JSON value; its type depends on the key."}},"x-not-shown":"the type of `value`","examples":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]};
const formats100 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.systemStatus !== undefined){
let data0 = data.systemStatus;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/$defs/OrderSystemStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data0 === "Validation") || (data0 === "Confirmed")) || (data0 === "Done")) || (data0 === "Fail"))){
const err1 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/$defs/OrderSystemStatus/enum",keyword:"enum",params:{allowedValues: schema82.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs9 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/properties/systemStatus/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err3 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/properties/systemStatus/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modifiedOn !== undefined){
let data1 = data.modifiedOn;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data1 === "string"){
if(!(formats100.validate(data1))){
validate53.errors = [{instancePath:instancePath+"/modifiedOn",schemaPath:"#/properties/modifiedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/modifiedOn",schemaPath:"#/properties/modifiedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modifiedBy !== undefined){
const _errs13 = errors;
if(typeof data.modifiedBy !== "string"){
validate53.errors = [{instancePath:instancePath+"/modifiedBy",schemaPath:"#/properties/modifiedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customProperties !== undefined){
let data3 = data.customProperties;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data3)){
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing0;
if((data4.key === undefined) && (missing0 = "key")){
validate53.errors = [{instancePath:instancePath+"/customProperties/" + i0,schemaPath:"#/$defs/KeyValuePair/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data4.key !== undefined){
if(typeof data4.key !== "string"){
validate53.errors = [{instancePath:instancePath+"/customProperties/" + i0+"/key",schemaPath:"#/$defs/KeyValuePair/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/customProperties/" + i0,schemaPath:"#/$defs/KeyValuePair/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/customProperties",schemaPath:"#/properties/customProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:Order" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate50.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderNumber !== undefined){
const _errs6 = errors;
if(typeof data.orderNumber !== "string"){
validate50.errors = [{instancePath:instancePath+"/orderNumber",schemaPath:"#/properties/orderNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.licenceId !== undefined){
let data2 = data.licenceId;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
validate50.errors = [{instancePath:instancePath+"/licenceId",schemaPath:"#/properties/licenceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/licenceId",schemaPath:"#/properties/licenceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.licenceCode !== undefined){
const _errs10 = errors;
if(typeof data.licenceCode !== "string"){
validate50.errors = [{instancePath:instancePath+"/licenceCode",schemaPath:"#/properties/licenceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vendor !== undefined){
const _errs12 = errors;
if(!(validate51(data.vendor, {instancePath:instancePath+"/vendor",parentData:data,parentDataProperty:"vendor",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentStatusInfo !== undefined){
const _errs13 = errors;
if(!(validate53(data.currentStatusInfo, {instancePath:instancePath+"/currentStatusInfo",parentData:data,parentDataProperty:"currentStatusInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const OrderAccessType = validate55;
const schema84 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrderAccessType","$comment":"generated from specs/schemas/order/OrderAccessType.yaml; do not edit","title":"OrderAccessType","description":"\"`Vendor` means released orders of applications provided by the partner.\" \"The values of orderAccessType other than `Vendor`: not shown.\"","type":"string","enum":["Vendor"],"x-not-shown":"the values of orderAccessType other than Vendor"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrderAccessType" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data === "Vendor")){
validate55.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema84.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const OrderReleased = validate56;
const schema85 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrderReleased","$comment":"generated from specs/schemas/events/OrderReleased.yaml; do not edit","title":"OrderReleased","description":"Payload of `PLATFORM.PlatformStore.OrderReleased` (contract type `OrderReleased`): \"`orderId` (uuid), `productId` (uuid), `vendorCode` (string)\". \"It is sent through the message gateway to the consumer registered by the vendor, and is filtered by the vendor code through a filter the platform configures.\" \"On OrderReleased (fields orderId, productId, vendorCode), call GET Order.\"","type":"object","required":["orderId","productId","vendorCode"],"properties":{"orderId":{"description":"The released order (`GET /api/v1/Order/{id}`).","type":"string","format":"uuid"},"productId":{"description":"The ordered product.","type":"string","format":"uuid"},"vendorCode":{"description":"The vendor code (an order's vendor code has the shape `<national number>|<country code>`); the message is filtered by it.","type":"string"}},"examples":[{"orderId":"5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a","productId":"83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8","vendorCode":"12345678|CZ"}]};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrderReleased" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.orderId === undefined) && (missing0 = "orderId")) || ((data.productId === undefined) && (missing0 = "productId"))) || ((data.vendorCode === undefined) && (missing0 = "vendorCode"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.orderId !== undefined){
let data0 = data.orderId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate56.errors = [{instancePath:instancePath+"/orderId",schemaPath:"#/properties/orderId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/orderId",schemaPath:"#/properties/orderId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productId !== undefined){
let data1 = data.productId;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
validate56.errors = [{instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/productId",schemaPath:"#/properties/productId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vendorCode !== undefined){
const _errs6 = errors;
if(typeof data.vendorCode !== "string"){
validate56.errors = [{instancePath:instancePath+"/vendorCode",schemaPath:"#/properties/vendorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"orderId":true,"productId":true,"vendorCode":true},"dynamicProps":false,"dynamicItems":false};

export const OrderReleasedHeaders = validate57;
const schema86 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrderReleasedHeaders","$comment":"generated from specs/schemas/events/OrderReleasedHeaders.yaml; do not edit","title":"OrderReleasedHeaders","description":"Message headers of OrderReleased. The message is filtered \"by the custom header value X-VendorCode; configured by the platform\". Other headers of the message are not shown.","type":"object","required":["X-VendorCode"],"additionalProperties":true,"x-not-shown":"headers of OrderReleased other than X-VendorCode","properties":{"X-VendorCode":{"description":"The vendor code the platform's filter selects the consumer by.","type":"string"}},"examples":[{"X-VendorCode":"12345678|CZ"}]};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrderReleasedHeaders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data["X-VendorCode"] === undefined) && (missing0 = "X-VendorCode")){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data["X-VendorCode"] !== undefined){
if(typeof data["X-VendorCode"] !== "string"){
validate57.errors = [{instancePath:instancePath+"/X-VendorCode",schemaPath:"#/properties/X-VendorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const OrderStatusInfo = validate58;
const schema87 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrderStatusInfo","$comment":"generated from specs/schemas/order/OrderStatusInfo.yaml; do not edit","title":"OrderStatusInfo","description":"`currentStatusInfo` of an order: \"`systemStatus`, `modifiedOn` (date-time), `modifiedBy`, `customProperties` (array of {key, value})\". \"When the current state does not allow the requested systemStatus, the call is refused with 412 (see Errors). The client reads currentStatusInfo and follows the flow.\"","type":"object","additionalProperties":true,"x-not-shown":"how the initial state \"(none)\" appears in currentStatusInfo, and the type of modifiedBy","properties":{"systemStatus":{"description":"The current system status. In the initial state \"(none)\" (\"the order was released\") there is no system status yet; the reference does not show how that state is written, so null is accepted.","oneOf":[{"$ref":"#/$defs/OrderSystemStatus"},{"type":"null"}]},"modifiedOn":{"type":"string","format":"date-time"},"modifiedBy":{"description":"Who made the last status change; its type and content are not shown.","type":"string"},"customProperties":{"description":"Custom properties of the order status; key `ApplicationUrl` \"carries the customer-specific application address\".","type":"array","items":{"$ref":"#/$defs/KeyValuePair"}}},"examples":[{"systemStatus":"Validation","modifiedOn":"2026-11-03T09:15:00Z","modifiedBy":"acme.erp-sync","customProperties":[]}],"$defs":{"KeyValuePair":{"title":"KeyValuePair","description":"One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` (\"array of {key, value}\"), so any JSON value is accepted.","type":"object","required":["key"],"properties":{"key":{"type":"string"},"value":{"description":"Any JSON value; its type depends on the key."}},"x-not-shown":"the type of `value`","examples":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]},"OrderSystemStatus":{"title":"OrderSystemStatus","description":"The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): \"`Validation`, `Confirmed`, `Done`, `Fail`\". `Validation`: \"the order was received and negotiation with the customer has started\"; `Confirmed`: \"evaluation succeeded and deployment has started\"; `Done`: \"deployment succeeded, the application is ready (terminal)\"; `Fail`: \"evaluation ended because negotiation with the customer failed (terminal)\". The initial state \"(none)\" (\"the order was released; initial state\") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.","type":"string","enum":["Validation","Confirmed","Done","Fail"],"x-terminal-states":["Done","Fail"]}}};
const schema88 = {"title":"OrderSystemStatus","description":"The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): \"`Validation`, `Confirmed`, `Done`, `Fail`\". `Validation`: \"the order was received and negotiation with the customer has started\"; `Confirmed`: \"evaluation succeeded and deployment has started\"; `Done`: \"deployment succeeded, the application is ready (terminal)\"; `Fail`: \"evaluation ended because negotiation with the customer failed (terminal)\". The initial state \"(none)\" (\"the order was released; initial state\") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.","type":"string","enum":["Validation","Confirmed","Done","Fail"],"x-terminal-states":["Done","Fail"]};
const schema89 = {"title":"KeyValuePair","description":"One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` (\"array of {key, value}\"), so any JSON value is accepted.","type":"object","required":["key"],"properties":{"key":{"type":"string"},"value":{"description":"Any JSON value; its type depends on the key."}},"x-not-shown":"the type of `value`","examples":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrderStatusInfo" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.systemStatus !== undefined){
let data0 = data.systemStatus;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/$defs/OrderSystemStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data0 === "Validation") || (data0 === "Confirmed")) || (data0 === "Done")) || (data0 === "Fail"))){
const err1 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/$defs/OrderSystemStatus/enum",keyword:"enum",params:{allowedValues: schema88.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/properties/systemStatus/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err3 = {instancePath:instancePath+"/systemStatus",schemaPath:"#/properties/systemStatus/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate58.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modifiedOn !== undefined){
let data1 = data.modifiedOn;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data1 === "string"){
if(!(formats100.validate(data1))){
validate58.errors = [{instancePath:instancePath+"/modifiedOn",schemaPath:"#/properties/modifiedOn/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/modifiedOn",schemaPath:"#/properties/modifiedOn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modifiedBy !== undefined){
const _errs14 = errors;
if(typeof data.modifiedBy !== "string"){
validate58.errors = [{instancePath:instancePath+"/modifiedBy",schemaPath:"#/properties/modifiedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customProperties !== undefined){
let data3 = data.customProperties;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data3)){
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing0;
if((data4.key === undefined) && (missing0 = "key")){
validate58.errors = [{instancePath:instancePath+"/customProperties/" + i0,schemaPath:"#/$defs/KeyValuePair/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data4.key !== undefined){
if(typeof data4.key !== "string"){
validate58.errors = [{instancePath:instancePath+"/customProperties/" + i0+"/key",schemaPath:"#/$defs/KeyValuePair/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/customProperties/" + i0,schemaPath:"#/$defs/KeyValuePair/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/customProperties",schemaPath:"#/properties/customProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const OrderSystemStatus = validate59;
const schema90 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrderSystemStatus","$comment":"generated from specs/schemas/order/OrderSystemStatus.yaml; do not edit","title":"OrderSystemStatus","description":"The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): \"`Validation`, `Confirmed`, `Done`, `Fail`\". `Validation`: \"the order was received and negotiation with the customer has started\"; `Confirmed`: \"evaluation succeeded and deployment has started\"; `Done`: \"deployment succeeded, the application is ready (terminal)\"; `Fail`: \"evaluation ended because negotiation with the customer failed (terminal)\". The initial state \"(none)\" (\"the order was released; initial state\") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.","type":"string","enum":["Validation","Confirmed","Done","Fail"],"x-terminal-states":["Done","Fail"]};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrderSystemStatus" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "Validation") || (data === "Confirmed")) || (data === "Done")) || (data === "Fail"))){
validate59.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema90.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const OrderVendor = validate60;
const schema91 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrderVendor","$comment":"generated from specs/schemas/order/OrderVendor.yaml; do not edit","title":"OrderVendor","description":"The `vendor` of an order. Only `vendor.code` is documented (\"vendor code, shape `<national number>|<country code>`\").","type":"object","additionalProperties":true,"x-not-shown":"members of vendor other than code","properties":{"code":{"$ref":"#/$defs/VendorCode"}},"examples":[{"code":"12345678|CZ"}],"$defs":{"VendorCode":{"title":"VendorCode","description":"Vendor code of an order's vendor: \"vendor code, shape `<national number>|<country code>`\" (the shape of an organization code).","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]}}};
const schema92 = {"title":"VendorCode","description":"Vendor code of an order's vendor: \"vendor code, shape `<national number>|<country code>`\" (the shape of an organization code).","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrderVendor" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code !== undefined){
let data0 = data.code;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
validate60.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/VendorCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/VendorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const Organization = validate61;
const schema93 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:Organization","$comment":"generated from specs/schemas/identity/Organization.yaml; do not edit","title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}],"$defs":{"OrganizationCode":{"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]},"OrganizationIdentification":{"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]}}};
const schema94 = {"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};
const schema95 = {"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:Organization" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate61.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate61.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data2 = data.code;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate61.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationIdentification !== undefined){
let data3 = data.organizationIdentification;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.number !== undefined){
const _errs12 = errors;
if(typeof data3.number !== "string"){
validate61.errors = [{instancePath:instancePath+"/organizationIdentification/number",schemaPath:"#/$defs/OrganizationIdentification/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.countryCode !== undefined){
const _errs14 = errors;
if(typeof data3.countryCode !== "string"){
validate61.errors = [{instancePath:instancePath+"/organizationIdentification/countryCode",schemaPath:"#/$defs/OrganizationIdentification/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/organizationIdentification",schemaPath:"#/$defs/OrganizationIdentification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTenantOwner !== undefined){
const _errs16 = errors;
if(typeof data.isTenantOwner !== "boolean"){
validate61.errors = [{instancePath:instancePath+"/isTenantOwner",schemaPath:"#/properties/isTenantOwner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"id":true,"name":true,"code":true,"organizationIdentification":true,"isTenantOwner":true},"dynamicProps":false,"dynamicItems":false};

export const OrganizationCode = validate62;
const schema96 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrganizationCode","$comment":"generated from specs/schemas/identity/OrganizationCode.yaml; do not edit","title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrganizationCode" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate62.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const OrganizationIdentification = validate63;
const schema97 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrganizationIdentification","$comment":"generated from specs/schemas/identity/OrganizationIdentification.yaml; do not edit","title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrganizationIdentification" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.number !== undefined){
const _errs2 = errors;
if(typeof data.number !== "string"){
validate63.errors = [{instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.countryCode !== undefined){
const _errs4 = errors;
if(typeof data.countryCode !== "string"){
validate63.errors = [{instancePath:instancePath+"/countryCode",schemaPath:"#/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"number":true,"countryCode":true},"dynamicProps":false,"dynamicItems":false};

export const PagedCollection = validate64;
const schema98 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:PagedCollection","$comment":"generated from specs/schemas/common/PagedCollection.yaml; do not edit","title":"PagedCollection","description":"The collection shape every list endpoint answers: \"Collection responses are `{ totalCount, items[] }`. Paging parameters are `offset` (default 0) and `limit` (default 100) unless stated otherwise.\" A concrete collection extends this schema with `allOf` and gives `items` its item schema.","type":"object","required":["totalCount","items"],"properties":{"totalCount":{"description":"Number of items that match the request, across all pages.","type":"integer","format":"int64","minimum":0},"items":{"description":"The items of the requested page (`offset`, `limit`)."}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:PagedCollection" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.totalCount === undefined) && (missing0 = "totalCount")) || ((data.items === undefined) && (missing0 = "items"))){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.totalCount !== undefined){
let data0 = data.totalCount;
const _errs2 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate64.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate64.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats60.validate(data0))){
validate64.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
}
}
else {
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"totalCount":true,"items":true},"dynamicProps":false,"dynamicItems":false};

export const ProblemDetails = validate65;
const schema99 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:ProblemDetails","$comment":"generated from specs/schemas/common/ProblemDetails.yaml; do not edit","title":"ProblemDetails","description":"Error body (`application/problem+json`). The reference says error bodies are \"a problem-details object\" and that the \"Fields of the problem-details object: not shown\", so the members of RFC 9457 are described as optional and the object stays open.","type":"object","additionalProperties":true,"x-not-shown":"the fields of the problem-details object","properties":{"type":{"description":"URI reference identifying the problem type (RFC 9457).","type":"string"},"title":{"description":"Short summary of the problem type (RFC 9457).","type":"string"},"status":{"description":"The HTTP status code (RFC 9457).","type":"integer"},"detail":{"description":"Explanation specific to this occurrence (RFC 9457).","type":"string"},"instance":{"description":"URI reference identifying this occurrence (RFC 9457).","type":"string"}},"examples":[{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.5","title":"Not Found","status":404}]};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:ProblemDetails" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
const _errs4 = errors;
if(typeof data.type !== "string"){
validate65.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs6 = errors;
if(typeof data.title !== "string"){
validate65.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs8 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate65.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
const _errs10 = errors;
if(typeof data.detail !== "string"){
validate65.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instance !== undefined){
const _errs12 = errors;
if(typeof data.instance !== "string"){
validate65.errors = [{instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const QueueItemStatus = validate66;
const schema100 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:QueueItemStatus","$comment":"generated from specs/schemas/common/QueueItemStatus.yaml; do not edit","title":"QueueItemStatus","description":"Input queue item status (EdgeEnqueueDataStatus): `Started` just started (initial); `Pending` waiting for additional data during enqueuing; `Completed` enqueuing finished, ready to process; `Canceled` canceled by user or system to avoid unrecoverable failure (terminal); `Running` data being processed; `Success` processing succeeded and data updated (terminal); `Failed` processing failed and no data changed (terminal). \"Appending records is accepted only while the item is `Pending`.\" \"Transitions: not shown.\"","type":"string","enum":["Started","Pending","Completed","Canceled","Running","Success","Failed"],"x-not-shown":"transitions between queue item states","x-terminal-states":["Canceled","Success","Failed"]};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:QueueItemStatus" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data === "Started") || (data === "Pending")) || (data === "Completed")) || (data === "Canceled")) || (data === "Running")) || (data === "Success")) || (data === "Failed"))){
validate66.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema100.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const RateLimitInterval = validate67;
const schema101 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:RateLimitInterval","$comment":"generated from specs/schemas/common/RateLimitInterval.yaml; do not edit","title":"RateLimitInterval","description":"\"Rate limit intervals are `Second`, `Minute`, `Hour`, `Day`.\" Consumer delivery rate is rateLimit messages per rateLimitInterval.","type":"string","enum":["Second","Minute","Hour","Day"]};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:RateLimitInterval" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "Second") || (data === "Minute")) || (data === "Hour")) || (data === "Day"))){
validate67.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const RefreshConfigEvent = validate68;
const schema102 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:RefreshConfigEvent","$comment":"generated from specs/schemas/events/RefreshConfigEvent.yaml; do not edit","title":"RefreshConfigEvent","description":"Payload of `PLATFORM.DataService.RefreshSourceConfig` (contract type `RefreshConfigEvent`): \"sourceId\". \"RefreshSourceConfig is described as a command to provide the current health status.\" (the reference's wording, as written; RefreshSourceStatus \"is described as a command to reload the data-source configuration\"). \"Remote commands expire after 1 hour.\"","type":"object","required":["sourceId"],"properties":{"sourceId":{"description":"The data source the command is for.","type":"string","format":"uuid"}},"examples":[{"sourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a"}]};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:RefreshConfigEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceId === undefined) && (missing0 = "sourceId")){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate68.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"sourceId":true},"dynamicProps":false,"dynamicItems":false};

export const RefreshStatusEvent = validate69;
const schema103 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:RefreshStatusEvent","$comment":"generated from specs/schemas/events/RefreshStatusEvent.yaml; do not edit","title":"RefreshStatusEvent","description":"Payload of `PLATFORM.DataService.RefreshSourceStatus` (contract type `RefreshStatusEvent`): \"sourceId (uuid); webhook body also carries checkConnection (bool)\". \"RefreshSourceStatus is described as a command to reload the data-source configuration. RefreshSourceConfig is described as a command to provide the current health status.\" (the reference's wording, as written). Custom property `AutoRefreshStatusInterval` \"must be set on the agent when the refreshSourceStatus notification is turned on\". \"Remote commands expire after 1 hour.\"","type":"object","required":["sourceId"],"x-not-shown":"whether checkConnection is also carried by messages of the message broker","properties":{"sourceId":{"description":"The data source the command is for.","type":"string","format":"uuid"},"checkConnection":{"description":"Carried by the webhook body (\"RefreshSourceStatus webhook example ... body `sourceId` (uuid) and `checkConnection` (bool)\").","type":"boolean"}},"examples":[{"sourceId":"0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","checkConnection":true}]};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:RefreshStatusEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sourceId === undefined) && (missing0 = "sourceId")){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sourceId !== undefined){
let data0 = data.sourceId;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate69.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate69.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkConnection !== undefined){
const _errs5 = errors;
if(typeof data.checkConnection !== "boolean"){
validate69.errors = [{instancePath:instancePath+"/checkConnection",schemaPath:"#/properties/checkConnection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"sourceId":true,"checkConnection":true},"dynamicProps":false,"dynamicItems":false};

export const RequestStatus = validate70;
const schema104 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:RequestStatus","$comment":"generated from specs/schemas/common/RequestStatus.yaml; do not edit","title":"RequestStatus","description":"\"Integration request final status: `Success`, `Failed`, `Canceled`. Transitions of the integration request: not shown.\"","type":"string","enum":["Success","Failed","Canceled"],"x-not-shown":"transitions of the integration request"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:RequestStatus" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "Success") || (data === "Failed")) || (data === "Canceled"))){
validate70.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema104.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const SetOrderStatusRequest = validate71;
const schema105 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:SetOrderStatusRequest","$comment":"generated from specs/schemas/order/SetOrderStatusRequest.yaml; do not edit","title":"SetOrderStatusRequest","description":"Order status (write, SetStatus body). Rules of the reference: \"A technical failure is any status call with severity `Error`. It changes neither the system status nor the custom properties. The systemStatus in it is informative only.\" \"A call without systemStatus only updates custom properties. Severity must be `Info` or `Warning`. It can be repeated for any state and the last value wins. It is typically used for ApplicationUrl.\" \"Business failure (for example customer insolvency) is reported as `Fail`. A technical failure (temporary error) is reported with severity `Error`.\" The rule for a call without systemStatus is expressed by `if`/`then`.","type":"object","required":["severity","message"],"properties":{"systemStatus":{"description":"Conditional: \"mandatory when the state machine status is to change\". A move the current state does not allow is refused with 412.","$ref":"#/$defs/OrderSystemStatus"},"severity":{"description":"`Info`, `Warning`, `Error` (Error marks a technical failure).","$ref":"#/$defs/Severity"},"statusCode":{"description":"Informative code of the external operation.","type":"integer"},"source":{"description":"Informative code of the calling application.","type":"string"},"message":{"description":"User message.","type":"string"},"details":{"description":"Technical details.","type":"array","items":{"type":"string"}},"customProperties":{"description":"Key `ApplicationUrl` carries the customer-specific application address.","type":"array","items":{"$ref":"#/$defs/KeyValuePair"}}},"if":{"not":{"required":["systemStatus"]}},"then":{"properties":{"severity":{"enum":["Info","Warning"]}}},"examples":[{"systemStatus":"Validation","severity":"Info","source":"acme.erp-sync","message":"Order received, validation started."},{"systemStatus":"Confirmed","severity":"Info","message":"Order confirmed, deployment started.","customProperties":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]},{"severity":"Warning","message":"Application address updated.","customProperties":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]}],"$defs":{"KeyValuePair":{"title":"KeyValuePair","description":"One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` (\"array of {key, value}\"), so any JSON value is accepted.","type":"object","required":["key"],"properties":{"key":{"type":"string"},"value":{"description":"Any JSON value; its type depends on the key."}},"x-not-shown":"the type of `value`","examples":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]},"OrderSystemStatus":{"title":"OrderSystemStatus","description":"The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): \"`Validation`, `Confirmed`, `Done`, `Fail`\". `Validation`: \"the order was received and negotiation with the customer has started\"; `Confirmed`: \"evaluation succeeded and deployment has started\"; `Done`: \"deployment succeeded, the application is ready (terminal)\"; `Fail`: \"evaluation ended because negotiation with the customer failed (terminal)\". The initial state \"(none)\" (\"the order was released; initial state\") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.","type":"string","enum":["Validation","Confirmed","Done","Fail"],"x-terminal-states":["Done","Fail"]},"Severity":{"title":"Severity","description":"Severity (StatusSeverity): `Info`, `Warning`, `Error`.","type":"string","enum":["Info","Warning","Error"]}}};
const schema106 = {"title":"OrderSystemStatus","description":"The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): \"`Validation`, `Confirmed`, `Done`, `Fail`\". `Validation`: \"the order was received and negotiation with the customer has started\"; `Confirmed`: \"evaluation succeeded and deployment has started\"; `Done`: \"deployment succeeded, the application is ready (terminal)\"; `Fail`: \"evaluation ended because negotiation with the customer failed (terminal)\". The initial state \"(none)\" (\"the order was released; initial state\") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.","type":"string","enum":["Validation","Confirmed","Done","Fail"],"x-terminal-states":["Done","Fail"]};
const schema107 = {"title":"Severity","description":"Severity (StatusSeverity): `Info`, `Warning`, `Error`.","type":"string","enum":["Info","Warning","Error"]};
const schema108 = {"title":"KeyValuePair","description":"One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` (\"array of {key, value}\"), so any JSON value is accepted.","type":"object","required":["key"],"properties":{"key":{"type":"string"},"value":{"description":"Any JSON value; its type depends on the key."}},"x-not-shown":"the type of `value`","examples":[{"key":"ApplicationUrl","value":"https://app.example.com/customer-42"}]};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:SetOrderStatusRequest" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid0 = true;
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.systemStatus === undefined) && (missing0 = "systemStatus")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs5 === errors;
if(valid1){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.severity !== undefined){
let data0 = data.severity;
if(!((data0 === "Info") || (data0 === "Warning"))){
validate71.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/then/properties/severity/enum",keyword:"enum",params:{allowedValues: schema105.then.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
var _valid0 = _errs6 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.severity = true;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate71.errors = vErrors;
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.severity === undefined) && (missing1 = "severity")) || ((data.message === undefined) && (missing1 = "message"))){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.systemStatus = true;
props0.severity = true;
props0.statusCode = true;
props0.source = true;
props0.message = true;
props0.details = true;
props0.customProperties = true;
}
if(data.systemStatus !== undefined){
let data1 = data.systemStatus;
const _errs8 = errors;
if(typeof data1 !== "string"){
validate71.errors = [{instancePath:instancePath+"/systemStatus",schemaPath:"#/$defs/OrderSystemStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "Validation") || (data1 === "Confirmed")) || (data1 === "Done")) || (data1 === "Fail"))){
validate71.errors = [{instancePath:instancePath+"/systemStatus",schemaPath:"#/$defs/OrderSystemStatus/enum",keyword:"enum",params:{allowedValues: schema106.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.severity !== undefined){
let data2 = data.severity;
const _errs12 = errors;
if(typeof data2 !== "string"){
validate71.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/$defs/Severity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "Info") || (data2 === "Warning")) || (data2 === "Error"))){
validate71.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/$defs/Severity/enum",keyword:"enum",params:{allowedValues: schema107.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.statusCode !== undefined){
let data3 = data.statusCode;
const _errs15 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate71.errors = [{instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.source !== undefined){
const _errs17 = errors;
if(typeof data.source !== "string"){
validate71.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.message !== undefined){
const _errs19 = errors;
if(typeof data.message !== "string"){
validate71.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.details !== undefined){
let data6 = data.details;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data6)){
var valid6 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs23 = errors;
if(typeof data6[i0] !== "string"){
validate71.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs23 === errors;
if(!valid6){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.customProperties !== undefined){
let data8 = data.customProperties;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data8)){
var valid7 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((data9.key === undefined) && (missing2 = "key")){
validate71.errors = [{instancePath:instancePath+"/customProperties/" + i1,schemaPath:"#/$defs/KeyValuePair/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.key !== undefined){
if(typeof data9.key !== "string"){
validate71.errors = [{instancePath:instancePath+"/customProperties/" + i1+"/key",schemaPath:"#/$defs/KeyValuePair/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/customProperties/" + i1,schemaPath:"#/$defs/KeyValuePair/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs27 === errors;
if(!valid7){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/customProperties",schemaPath:"#/properties/customProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate71.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const SetOrderStatusResponse = validate72;
const schema109 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:SetOrderStatusResponse","$comment":"generated from specs/schemas/order/SetOrderStatusResponse.yaml; do not edit","title":"SetOrderStatusResponse","description":"The response of SetStatus: \"an object with `id` (uuid of the created order status record)\".","type":"object","required":["id"],"properties":{"id":{"description":"Identifier of the created order status record.","type":"string","format":"uuid"}},"examples":[{"id":"3a9c5e7b-2d4f-4b6a-8c1e-7f9a0b2c4d6e"}]};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:SetOrderStatusResponse" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate72.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"id":true},"dynamicProps":false,"dynamicItems":false};

export const Severity = validate73;
const schema110 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:Severity","$comment":"generated from specs/schemas/common/Severity.yaml; do not edit","title":"Severity","description":"Severity (StatusSeverity): `Info`, `Warning`, `Error`.","type":"string","enum":["Info","Warning","Error"]};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:Severity" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "Info") || (data === "Warning")) || (data === "Error"))){
validate73.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema110.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const SharingType = validate74;
const schema111 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:SharingType","$comment":"generated from specs/schemas/files/SharingType.yaml; do not edit","title":"SharingType","description":"Sharing type of a file: \"`Restricted` means authenticated access (used for data integration)\". `Restricted` is the only value the reference shows, so the type stays an open string.","type":"string","examples":["Restricted"],"x-not-shown":"sharingType values other than Restricted"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:SharingType" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const Tenant = validate75;
const schema112 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:Tenant","$comment":"generated from specs/schemas/identity/Tenant.yaml; do not edit","title":"Tenant","description":"A tenant. `organizations` (the mandants) are returned by `GET /api/v2/Tenants/{id}`.","type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"status":{"description":"Tenant status; `Active` is the value shown.","type":"string","examples":["Active"],"x-not-shown":"tenant status values other than Active"},"parentTenantId":{"type":"string"},"parentTenantName":{"type":"string"},"customData":{"type":"object","additionalProperties":true,"x-not-shown":"the members of customData"},"identifiers":{"type":"array","items":{"$ref":"#/$defs/TenantIdentifier"}},"organizations":{"type":"array","items":{"$ref":"#/$defs/Organization"}}},"examples":[{"id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","name":"Acme Trading","status":"Active","parentTenantId":"9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37","parentTenantName":"Acme Group","customData":{},"identifiers":[{"identifier":"acme-trading","id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}],"organizations":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]}],"$defs":{"Organization":{"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]},"OrganizationCode":{"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]},"OrganizationIdentification":{"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]},"TenantIdentifier":{"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}}}};
const schema113 = {"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}};
const schema114 = {"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]};
const schema115 = {"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};
const schema116 = {"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate76.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate76.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data2 = data.code;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate76.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationIdentification !== undefined){
let data3 = data.organizationIdentification;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.number !== undefined){
const _errs11 = errors;
if(typeof data3.number !== "string"){
validate76.errors = [{instancePath:instancePath+"/organizationIdentification/number",schemaPath:"#/$defs/OrganizationIdentification/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.countryCode !== undefined){
const _errs13 = errors;
if(typeof data3.countryCode !== "string"){
validate76.errors = [{instancePath:instancePath+"/organizationIdentification/countryCode",schemaPath:"#/$defs/OrganizationIdentification/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/organizationIdentification",schemaPath:"#/$defs/OrganizationIdentification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTenantOwner !== undefined){
const _errs15 = errors;
if(typeof data.isTenantOwner !== "boolean"){
validate76.errors = [{instancePath:instancePath+"/isTenantOwner",schemaPath:"#/properties/isTenantOwner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":{"id":true,"name":true,"code":true,"organizationIdentification":true,"isTenantOwner":true},"dynamicProps":false,"dynamicItems":false};


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:Tenant" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate75.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate75.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs6 = errors;
if(typeof data.status !== "string"){
validate75.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantId !== undefined){
const _errs9 = errors;
if(typeof data.parentTenantId !== "string"){
validate75.errors = [{instancePath:instancePath+"/parentTenantId",schemaPath:"#/properties/parentTenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantName !== undefined){
const _errs11 = errors;
if(typeof data.parentTenantName !== "string"){
validate75.errors = [{instancePath:instancePath+"/parentTenantName",schemaPath:"#/properties/parentTenantName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customData !== undefined){
let data5 = data.customData;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate75.errors = [{instancePath:instancePath+"/customData",schemaPath:"#/properties/customData/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifiers !== undefined){
let data6 = data.identifiers;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.identifier !== undefined){
const _errs22 = errors;
if(typeof data7.identifier !== "string"){
validate75.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/identifier",schemaPath:"#/$defs/TenantIdentifier/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.id !== undefined){
const _errs24 = errors;
if(typeof data7.id !== "string"){
validate75.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/id",schemaPath:"#/$defs/TenantIdentifier/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/identifiers/" + i0,schemaPath:"#/$defs/TenantIdentifier/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizations !== undefined){
let data10 = data.organizations;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data10)){
var valid4 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs28 = errors;
if(!(validate76(data10[i1], {instancePath:instancePath+"/organizations/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid4 = _errs28 === errors;
if(!valid4){
break;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/organizations",schemaPath:"#/properties/organizations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"id":true,"name":true,"status":true,"parentTenantId":true,"parentTenantName":true,"customData":true,"identifiers":true,"organizations":true},"dynamicProps":false,"dynamicItems":false};

export const TenantCollection = validate78;
const schema117 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TenantCollection","$comment":"generated from specs/schemas/identity/TenantCollection.yaml; do not edit","title":"TenantCollection","description":"A page of tenants.","allOf":[{"$ref":"#/$defs/PagedCollection"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"#/$defs/Tenant"}}}}],"$defs":{"Organization":{"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]},"OrganizationCode":{"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]},"OrganizationIdentification":{"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]},"PagedCollection":{"title":"PagedCollection","description":"The collection shape every list endpoint answers: \"Collection responses are `{ totalCount, items[] }`. Paging parameters are `offset` (default 0) and `limit` (default 100) unless stated otherwise.\" A concrete collection extends this schema with `allOf` and gives `items` its item schema.","type":"object","required":["totalCount","items"],"properties":{"totalCount":{"description":"Number of items that match the request, across all pages.","type":"integer","format":"int64","minimum":0},"items":{"description":"The items of the requested page (`offset`, `limit`)."}}},"Tenant":{"title":"Tenant","description":"A tenant. `organizations` (the mandants) are returned by `GET /api/v2/Tenants/{id}`.","type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"status":{"description":"Tenant status; `Active` is the value shown.","type":"string","examples":["Active"],"x-not-shown":"tenant status values other than Active"},"parentTenantId":{"type":"string"},"parentTenantName":{"type":"string"},"customData":{"type":"object","additionalProperties":true,"x-not-shown":"the members of customData"},"identifiers":{"type":"array","items":{"$ref":"#/$defs/TenantIdentifier"}},"organizations":{"type":"array","items":{"$ref":"#/$defs/Organization"}}},"examples":[{"id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","name":"Acme Trading","status":"Active","parentTenantId":"9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37","parentTenantName":"Acme Group","customData":{},"identifiers":[{"identifier":"acme-trading","id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}],"organizations":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]}]},"TenantIdentifier":{"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}}}};
const schema118 = {"title":"PagedCollection","description":"The collection shape every list endpoint answers: \"Collection responses are `{ totalCount, items[] }`. Paging parameters are `offset` (default 0) and `limit` (default 100) unless stated otherwise.\" A concrete collection extends this schema with `allOf` and gives `items` its item schema.","type":"object","required":["totalCount","items"],"properties":{"totalCount":{"description":"Number of items that match the request, across all pages.","type":"integer","format":"int64","minimum":0},"items":{"description":"The items of the requested page (`offset`, `limit`)."}}};
const schema119 = {"title":"Tenant","description":"A tenant. `organizations` (the mandants) are returned by `GET /api/v2/Tenants/{id}`.","type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"status":{"description":"Tenant status; `Active` is the value shown.","type":"string","examples":["Active"],"x-not-shown":"tenant status values other than Active"},"parentTenantId":{"type":"string"},"parentTenantName":{"type":"string"},"customData":{"type":"object","additionalProperties":true,"x-not-shown":"the members of customData"},"identifiers":{"type":"array","items":{"$ref":"#/$defs/TenantIdentifier"}},"organizations":{"type":"array","items":{"$ref":"#/$defs/Organization"}}},"examples":[{"id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","name":"Acme Trading","status":"Active","parentTenantId":"9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37","parentTenantName":"Acme Group","customData":{},"identifiers":[{"identifier":"acme-trading","id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}],"organizations":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]}]};
const schema120 = {"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}};
const schema121 = {"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]};
const schema122 = {"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};
const schema123 = {"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate80.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate80.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate80.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data2 = data.code;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate80.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate80.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationIdentification !== undefined){
let data3 = data.organizationIdentification;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.number !== undefined){
const _errs11 = errors;
if(typeof data3.number !== "string"){
validate80.errors = [{instancePath:instancePath+"/organizationIdentification/number",schemaPath:"#/$defs/OrganizationIdentification/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.countryCode !== undefined){
const _errs13 = errors;
if(typeof data3.countryCode !== "string"){
validate80.errors = [{instancePath:instancePath+"/organizationIdentification/countryCode",schemaPath:"#/$defs/OrganizationIdentification/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/organizationIdentification",schemaPath:"#/$defs/OrganizationIdentification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTenantOwner !== undefined){
const _errs15 = errors;
if(typeof data.isTenantOwner !== "boolean"){
validate80.errors = [{instancePath:instancePath+"/isTenantOwner",schemaPath:"#/properties/isTenantOwner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"id":true,"name":true,"code":true,"organizationIdentification":true,"isTenantOwner":true},"dynamicProps":false,"dynamicItems":false};


function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate79.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate79.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs5 = errors;
if(typeof data.status !== "string"){
validate79.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantId !== undefined){
const _errs8 = errors;
if(typeof data.parentTenantId !== "string"){
validate79.errors = [{instancePath:instancePath+"/parentTenantId",schemaPath:"#/properties/parentTenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantName !== undefined){
const _errs10 = errors;
if(typeof data.parentTenantName !== "string"){
validate79.errors = [{instancePath:instancePath+"/parentTenantName",schemaPath:"#/properties/parentTenantName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customData !== undefined){
let data5 = data.customData;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate79.errors = [{instancePath:instancePath+"/customData",schemaPath:"#/properties/customData/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifiers !== undefined){
let data6 = data.identifiers;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.identifier !== undefined){
const _errs21 = errors;
if(typeof data7.identifier !== "string"){
validate79.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/identifier",schemaPath:"#/$defs/TenantIdentifier/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.id !== undefined){
const _errs23 = errors;
if(typeof data7.id !== "string"){
validate79.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/id",schemaPath:"#/$defs/TenantIdentifier/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/identifiers/" + i0,schemaPath:"#/$defs/TenantIdentifier/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizations !== undefined){
let data10 = data.organizations;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data10)){
var valid4 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs27 = errors;
if(!(validate80(data10[i1], {instancePath:instancePath+"/organizations/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid4 = _errs27 === errors;
if(!valid4){
break;
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/organizations",schemaPath:"#/properties/organizations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":{"id":true,"name":true,"status":true,"parentTenantId":true,"parentTenantName":true,"customData":true,"identifiers":true,"organizations":true},"dynamicProps":false,"dynamicItems":false};


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TenantCollection" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.totalCount === undefined) && (missing0 = "totalCount")) || ((data.items === undefined) && (missing0 = "items"))){
validate78.errors = [{instancePath,schemaPath:"#/$defs/PagedCollection/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.totalCount !== undefined){
let data0 = data.totalCount;
const _errs4 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate78.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/$defs/PagedCollection/properties/totalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate78.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/$defs/PagedCollection/properties/totalCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats60.validate(data0))){
validate78.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/$defs/PagedCollection/properties/totalCount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
}
}
else {
validate78.errors = [{instancePath,schemaPath:"#/$defs/PagedCollection/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.items === undefined) && (missing1 = "items")){
validate78.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.items !== undefined){
let data1 = data.items;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data1)){
var valid4 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate79(data1[i0], {instancePath:instancePath+"/items/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate78.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate78.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":{"items":true,"totalCount":true},"dynamicProps":false,"dynamicItems":false};

export const TenantIdentifier = validate83;
const schema124 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TenantIdentifier","$comment":"generated from specs/schemas/identity/TenantIdentifier.yaml; do not edit","title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TenantIdentifier" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.identifier !== undefined){
const _errs2 = errors;
if(typeof data.identifier !== "string"){
validate83.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(typeof data.id !== "string"){
validate83.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"identifier":true,"id":true},"dynamicProps":false,"dynamicItems":false};

export const TokenRequest = validate84;
const schema125 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TokenRequest","$comment":"generated from specs/schemas/identity/TokenRequest.yaml; do not edit","title":"TokenRequest","description":"Form body of the client credentials grant (`application/x-www-form-urlencoded`). The client authenticates with HTTP Basic made of clientId and clientSecret, not with form fields.","type":"object","required":["grant_type"],"properties":{"grant_type":{"description":"Mandatory; `client_credentials`.","type":"string","enum":["client_credentials"]},"tid":{"description":"Tenant identifier, \"required for tenant access\". \"The token is tenant-scoped when `tid` is sent in the token request. Without it the token has no tenant context, which suits rare cases that need none.\"","type":"string"},"scope":{"description":"Optional; space-separated scopes. \"The scope `apiim` is required by the data service.\"","type":"string"}},"examples":[{"grant_type":"client_credentials","tid":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","scope":"apiim"}]};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TokenRequest" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.grant_type === undefined) && (missing0 = "grant_type")){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.grant_type !== undefined){
let data0 = data.grant_type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate84.errors = [{instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "client_credentials")){
validate84.errors = [{instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/enum",keyword:"enum",params:{allowedValues: schema125.properties.grant_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tid !== undefined){
const _errs4 = errors;
if(typeof data.tid !== "string"){
validate84.errors = [{instancePath:instancePath+"/tid",schemaPath:"#/properties/tid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs6 = errors;
if(typeof data.scope !== "string"){
validate84.errors = [{instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":{"grant_type":true,"tid":true,"scope":true},"dynamicProps":false,"dynamicItems":false};

export const TokenResponse = validate85;
const schema126 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TokenResponse","$comment":"generated from specs/schemas/identity/TokenResponse.yaml; do not edit","title":"TokenResponse","description":"\"`access_token` (JWT string), `expires_in` (seconds), `token_type` (`Bearer`), `scope`.\" API calls send `Authorization: Bearer <ACCESS_TOKEN>`.","type":"object","required":["access_token","expires_in","token_type"],"properties":{"access_token":{"description":"The JWT access token.","type":"string"},"expires_in":{"description":"Lifetime in seconds (\"Sample token lifetime: `expires_in` 600 seconds\").","type":"integer","minimum":0},"token_type":{"type":"string","enum":["Bearer"]},"scope":{"description":"The granted scopes.","type":"string"}},"examples":[{"access_token":"eyJhbGciOiJSUzI1NiIsImtpZCI6IjJmNmMxYjBlOGEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2lkcC5leGFtcGxlLmNvbSIsImNsaWVudF9pZCI6ImFjbWUuc3luYyIsInRpZCI6IjRmMWMyYTllLTZiMWQtNGM1Ny05YTVlLTNmMGQyYzhiN2E2MSIsInNjb3BlIjoiYXBpaW0iLCJleHAiOjE3OTUzNzk0MDB9.c2lnbmF0dXJl","expires_in":600,"token_type":"Bearer","scope":"apiim"}]};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TokenResponse" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.access_token === undefined) && (missing0 = "access_token")) || ((data.expires_in === undefined) && (missing0 = "expires_in"))) || ((data.token_type === undefined) && (missing0 = "token_type"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.access_token !== undefined){
const _errs2 = errors;
if(typeof data.access_token !== "string"){
validate85.errors = [{instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_in !== undefined){
let data1 = data.expires_in;
const _errs4 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate85.errors = [{instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate85.errors = [{instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token_type !== undefined){
let data2 = data.token_type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate85.errors = [{instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "Bearer")){
validate85.errors = [{instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/enum",keyword:"enum",params:{allowedValues: schema126.properties.token_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs8 = errors;
if(typeof data.scope !== "string"){
validate85.errors = [{instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"access_token":true,"expires_in":true,"token_type":true,"scope":true},"dynamicProps":false,"dynamicItems":false};

export const UploadStatus = validate86;
const schema127 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:UploadStatus","$comment":"generated from specs/schemas/files/UploadStatus.yaml; do not edit","title":"UploadStatus","description":"Upload status, the answer of `POST /api/v1/FileUpload`: \"`uploadId` (uuid), `fileName`, `fileExtension`, `fileSize`, `mimeType`, `uploadedBytes`\". The `uploadId` is then used to create the file record (`POST /api/v1/Files/{uploadId}`).","type":"object","required":["uploadId"],"properties":{"uploadId":{"type":"string","format":"uuid"},"fileName":{"type":"string"},"fileExtension":{"type":"string"},"fileSize":{"type":"integer","format":"int64","minimum":0},"mimeType":{"type":"string"},"uploadedBytes":{"type":"integer","format":"int64","minimum":0}},"examples":[{"uploadId":"c0ffee00-1234-4abc-8def-0123456789ab","fileName":"2026-11.pdf","fileExtension":".pdf","fileSize":48213,"mimeType":"application/pdf","uploadedBytes":48213}]};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:UploadStatus" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.uploadId === undefined) && (missing0 = "uploadId")){
validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.uploadId !== undefined){
let data0 = data.uploadId;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate86.errors = [{instancePath:instancePath+"/uploadId",schemaPath:"#/properties/uploadId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate86.errors = [{instancePath:instancePath+"/uploadId",schemaPath:"#/properties/uploadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileName !== undefined){
const _errs4 = errors;
if(typeof data.fileName !== "string"){
validate86.errors = [{instancePath:instancePath+"/fileName",schemaPath:"#/properties/fileName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileExtension !== undefined){
const _errs6 = errors;
if(typeof data.fileExtension !== "string"){
validate86.errors = [{instancePath:instancePath+"/fileExtension",schemaPath:"#/properties/fileExtension/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileSize !== undefined){
let data3 = data.fileSize;
const _errs8 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate86.errors = [{instancePath:instancePath+"/fileSize",schemaPath:"#/properties/fileSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate86.errors = [{instancePath:instancePath+"/fileSize",schemaPath:"#/properties/fileSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats60.validate(data3))){
validate86.errors = [{instancePath:instancePath+"/fileSize",schemaPath:"#/properties/fileSize/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mimeType !== undefined){
const _errs10 = errors;
if(typeof data.mimeType !== "string"){
validate86.errors = [{instancePath:instancePath+"/mimeType",schemaPath:"#/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uploadedBytes !== undefined){
let data5 = data.uploadedBytes;
const _errs12 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate86.errors = [{instancePath:instancePath+"/uploadedBytes",schemaPath:"#/properties/uploadedBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate86.errors = [{instancePath:instancePath+"/uploadedBytes",schemaPath:"#/properties/uploadedBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats60.validate(data5))){
validate86.errors = [{instancePath:instancePath+"/uploadedBytes",schemaPath:"#/properties/uploadedBytes/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"uploadId":true,"fileName":true,"fileExtension":true,"fileSize":true,"mimeType":true,"uploadedBytes":true},"dynamicProps":false,"dynamicItems":false};

export const VendorCode = validate87;
const schema128 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:VendorCode","$comment":"generated from specs/schemas/order/VendorCode.yaml; do not edit","title":"VendorCode","description":"Vendor code of an order's vendor: \"vendor code, shape `<national number>|<country code>`\" (the shape of an organization code).","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:VendorCode" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate87.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const WebhookHeaders = validate88;
const schema129 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:WebhookHeaders","$comment":"generated from specs/schemas/events/WebhookHeaders.yaml; do not edit","title":"WebhookHeaders","description":"HTTP headers of a webhook request of the message gateway (\"Webhook message headers\"). \"Read tenant and user context of the message from X-Tenant-Id and X-UserClaim-* headers. The JWT claims (iss, sub, client_id) describe the channel only, not each message. Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal; X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service.\"","type":"object","required":["Authorization","X-Tenant-Id"],"additionalProperties":true,"x-not-shown":"which X-UserClaim-* headers are always present","properties":{"Authorization":{"description":"`Bearer <JWT>`: \"JWT created by the message gateway; identifies the communication channel and is not tenant-specific\". Signed with RS256 and verified against the identity provider's jwks.","type":"string","pattern":"^Bearer .+$"},"Content-Type":{"description":"`application/json; charset=utf-8`","type":"string","examples":["application/json; charset=utf-8"]},"X-Tenant-Id":{"description":"Tenant context of the message, set by the publishing service.","type":"string"},"X-UserClaim-Actort":{"description":"Person id (actor) in user context.","type":"string"},"X-UserClaim-client_id":{"description":"Client identification.","type":"string"},"X-UserClaim-iss":{"description":"Issuer.","type":"string"},"X-UserClaim-locale":{"description":"Language and region (RFC 5646 / ISO 639-2).","type":"string"},"X-UserClaim-orgs_codes":{"description":"Selected organization codes.","type":"string"},"X-UserClaim-sub":{"description":"User identification.","type":"string"},"X-UserClaim-tid":{"description":"Tenant of the selected tenant in user or service context.","type":"string"},"X-UserClaimsExtended":{"description":"Extended claims, \"described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs\".","type":"string"},"X-MessageSecurityCode":{"description":"\"legacy message security code kept for compatibility; not recommended for new integrations\".","type":"string","deprecated":true}},"examples":[{"Authorization":"Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6IjJmNmMxYjBlOGEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2lkcC5leGFtcGxlLmNvbSIsImF1ZCI6ImFwaWltIiwiY2xpZW50X2lkIjoibWVzc2FnZS1nYXRld2F5IiwiZXhwIjoxNzk1Mzc5NDAwfQ.c2lnbmF0dXJl","Content-Type":"application/json; charset=utf-8","X-Tenant-Id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","X-UserClaim-client_id":"acme.erp-sync","X-UserClaim-iss":"https://idp.example.com","X-UserClaim-locale":"cs-CZ","X-UserClaim-orgs_codes":"12345678|CZ","X-UserClaim-sub":"0d1e2f30-4152-4637-8849-5a6b7c8d9e0f","X-UserClaim-tid":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}]};
const pattern11 = new RegExp("^Bearer .+$", "u");

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:WebhookHeaders" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.Authorization === undefined) && (missing0 = "Authorization")) || ((data["X-Tenant-Id"] === undefined) && (missing0 = "X-Tenant-Id"))){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Authorization !== undefined){
let data0 = data.Authorization;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern11.test(data0)){
validate88.errors = [{instancePath:instancePath+"/Authorization",schemaPath:"#/properties/Authorization/pattern",keyword:"pattern",params:{pattern: "^Bearer .+$"},message:"must match pattern \""+"^Bearer .+$"+"\""}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/Authorization",schemaPath:"#/properties/Authorization/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["Content-Type"] !== undefined){
const _errs6 = errors;
if(typeof data["Content-Type"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/Content-Type",schemaPath:"#/properties/Content-Type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-Tenant-Id"] !== undefined){
const _errs8 = errors;
if(typeof data["X-Tenant-Id"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-Tenant-Id",schemaPath:"#/properties/X-Tenant-Id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaim-Actort"] !== undefined){
const _errs10 = errors;
if(typeof data["X-UserClaim-Actort"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaim-Actort",schemaPath:"#/properties/X-UserClaim-Actort/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaim-client_id"] !== undefined){
const _errs12 = errors;
if(typeof data["X-UserClaim-client_id"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaim-client_id",schemaPath:"#/properties/X-UserClaim-client_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaim-iss"] !== undefined){
const _errs14 = errors;
if(typeof data["X-UserClaim-iss"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaim-iss",schemaPath:"#/properties/X-UserClaim-iss/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaim-locale"] !== undefined){
const _errs16 = errors;
if(typeof data["X-UserClaim-locale"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaim-locale",schemaPath:"#/properties/X-UserClaim-locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaim-orgs_codes"] !== undefined){
const _errs18 = errors;
if(typeof data["X-UserClaim-orgs_codes"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaim-orgs_codes",schemaPath:"#/properties/X-UserClaim-orgs_codes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaim-sub"] !== undefined){
const _errs20 = errors;
if(typeof data["X-UserClaim-sub"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaim-sub",schemaPath:"#/properties/X-UserClaim-sub/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaim-tid"] !== undefined){
const _errs22 = errors;
if(typeof data["X-UserClaim-tid"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaim-tid",schemaPath:"#/properties/X-UserClaim-tid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-UserClaimsExtended"] !== undefined){
const _errs24 = errors;
if(typeof data["X-UserClaimsExtended"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-UserClaimsExtended",schemaPath:"#/properties/X-UserClaimsExtended/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["X-MessageSecurityCode"] !== undefined){
const _errs26 = errors;
if(typeof data["X-MessageSecurityCode"] !== "string"){
validate88.errors = [{instancePath:instancePath+"/X-MessageSecurityCode",schemaPath:"#/properties/X-MessageSecurityCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validators = Object.freeze({ AccessLevel, BusinessIntegrationSettings, BusinessIntegrationSettingsUpdate, ConnectorAgentRegistration, ConnectorRegistration, ConsumerChannel, ConsumerStatus, CopyFileRequest, CreateFileRequest, DataRecordCreatedEvent, DataRecordDeletedEvent, DataRecordEvent, DataRecordEventHeaders, DataRecordUpdatedEvent, DataSourceEventHeaders, DiscoveryDocument, EnqueueDataStatusChanged, EnqueueDataStatusChangedHeaders, FileContent, FileFolder, FileInfo, FileMetadata, FileUploadRequest, IntegrationDataChanged, IntegrationDataChangedHeaders, IntegrationProfileChangeCompleted, IntegrationProfileChangeStarted, JsonWebKey, JsonWebKeySet, KeyValuePair, Order, OrderAccessType, OrderReleased, OrderReleasedHeaders, OrderStatusInfo, OrderSystemStatus, OrderVendor, Organization, OrganizationCode, OrganizationIdentification, PagedCollection, ProblemDetails, QueueItemStatus, RateLimitInterval, RefreshConfigEvent, RefreshStatusEvent, RequestStatus, SetOrderStatusRequest, SetOrderStatusResponse, Severity, SharingType, Tenant, TenantCollection, TenantIdentifier, TokenRequest, TokenResponse, UploadStatus, VendorCode, WebhookHeaders });
